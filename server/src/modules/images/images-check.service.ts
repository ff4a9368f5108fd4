import { flattenCategories, type Category } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { parseJson } from '../../lib/json.js';
import type { ImageStore } from './image-store.js';
import { isSqlite, listLayerQuestionnaires, pageOfImageIds, pageOfPointAnswers, pageOfVideoFiles, sqliteIntegrity } from './images-check.repository.js';
import { UNUSED_IMAGE_MAX_AGE_MS } from './images-sweep.service.js';

/** What a check of the database against the image store found (`npm run fsck`). */
export type StoreReport = {
  /** SQLite's PRAGMA integrity_check and foreign_key_check ('ok'), or 'not checked' on PostgreSQL. */
  integrity: string;
  /** Image rows whose files (some variant) are missing, and DGS videos whose video or captions
   *  are: `<id>/<variant>`. A problem. */
  rowsWithoutFile: string[];
  /** Points whose image answer names no image row: `<point id>: <image id>`. A problem. */
  pointsWithMissingImage: string[];
  /** Layers whose category tree names an icon without an image row: `<layer id>: <image id>`
   *  (the map would show a broken pin). A problem. */
  layersWithMissingIcon: string[];
  /** Image folders in the store without a row, and whether each is older than a day (left by a
   *  crash during an upload; the hourly sweep removes those). Not a problem. */
  filesWithoutRow: { id: string; old: boolean }[];
  images: number;
  /** DGS videos (docs/product.md §23.3), whose files share the store. */
  videos: number;
  points: number;
};

const VARIANTS = ['raw', 'orig', 'norm'] as const;
const PAGE = 1000;

/** Creation time of a UUID v7 (an image id) in ms since the epoch. */
export const createdAtOfId = (id: string) => parseInt(id.replaceAll('-', '').slice(0, 12), 16);

/** Whether the report shows a problem that matters: a damaged database, or a row that names a
 *  missing file or image. Files without a row do not (the sweep removes them). */
export const hasProblems = (r: StoreReport) => r.integrity !== 'ok' && r.integrity !== 'not checked'
  || r.rowsWithoutFile.length > 0 || r.pointsWithMissingImage.length > 0 || r.layersWithMissingIcon.length > 0;

/** Compares the database with the image store, reading both in pages; changes nothing. */
export async function checkImageStore(db: Db, store: ImageStore, now = new Date()): Promise<StoreReport> {
  const report: StoreReport = {
    integrity: isSqlite(db) ? await sqliteIntegrity(db) : 'not checked',
    rowsWithoutFile: [], pointsWithMissingImage: [], layersWithMissingIcon: [], filesWithoutRow: [], images: 0, videos: 0, points: 0,
  };
  const rows = new Set<string>();
  for (let after = ''; ;) {
    const page = await pageOfImageIds(db, after, PAGE);
    for (const { id } of page) {
      rows.add(id);
      for (const variant of VARIANTS) {
        const file = await store.get(id, variant);
        if (file) file.stream.destroy();
        else report.rowsWithoutFile.push(`${id}/${variant}`);
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  report.images = rows.size;
  for (let after = ''; ;) {
    const page = await pageOfVideoFiles(db, after, PAGE);
    for (const video of page) {
      rows.add(video.file_id);
      report.videos++;
      for (const variant of video.captions_bytes === null ? ['video'] as const : ['video', 'captions'] as const) {
        const file = await store.get(video.file_id, variant);
        if (file) file.stream.destroy();
        else report.rowsWithoutFile.push(`${video.file_id}/${variant}`);
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.file_id;
  }
  for (let after = ''; ;) {
    const page = await pageOfPointAnswers(db, after, PAGE);
    for (const point of page) {
      report.points++;
      for (const answer of Object.values(parseJson<Record<string, { DataType?: string; Value?: unknown }>>(point.attributes, {}))) {
        if (answer?.DataType === 'image' && typeof answer.Value === 'string' && answer.Value !== '' && !rows.has(answer.Value)) {
          report.pointsWithMissingImage.push(`${point.id}: ${answer.Value}`);
        }
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)!.id;
  }
  // Layers are few (one page of category trees each); icons are images too (tram layer).
  const layers = await listLayerQuestionnaires(db);
  for (const layer of layers) {
    for (const { category } of flattenCategories(parseJson<{ Categories?: Category[] }>(layer.schema, {}).Categories ?? [])) {
      if (category.Icon && !rows.has(category.Icon)) report.layersWithMissingIcon.push(`${layer.id}: ${category.Icon}`);
    }
  }
  for await (const id of store.list()) {
    if (!rows.has(id)) report.filesWithoutRow.push({ id, old: now.getTime() - createdAtOfId(id) > UNUSED_IMAGE_MAX_AGE_MS });
  }
  return report;
}
