import type { Db } from '../../../db/database.js';
import { dialectOf } from '../../../db/dialect.js';
import type { LayerRow } from '../../../db/schema.js';
import { questionnaireOf, statusesOf } from '../../../db/records/layer.record.js';
import { listCommentsForExport } from '../../comments/comments.service.js';
import { imageUrlUnder } from '../query/answer-columns.js';
import type { ExportSource } from './points-export.source.js';
import { countsOfPoints } from '../core/points.repository.js';
import type { ReviewWhere } from '../query/query-filter.js';
import { answerNamesOfPages } from './points-export-columns.js';
import {
  countExportedPoints, type ExportPages, type ExportRow, hasExportedHeights, hasExportedShapes, listAnswerNamesOnSqlite, pagesOfExportAnswers, pagesOfExportIds, pagesOfExportRows,
} from './points-export.repository.js';

/** Reading what the exports of a layer carry (docs/product.md §18.4), on the background thread
 *  that writes the file (points-export.worker.ts). */

/** The filter of an export without one: every live point the moderation let through (the
 *  project management's export menu and the export jobs, docs/product.md §18.4). */
export const EVERY_PUBLISHED: ReviewWhere = Object.freeze({ publishedOnly: true });

/** How many points of `layerId` an export under `where` carries: the total of an export job's progress. */
export const countPointsToExport = (db: Db, layerId: string, where: ReviewWhere = EVERY_PUBLISHED): Promise<number> =>
  countExportedPoints(db, { layerId, where });

const NO_COUNTS = Object.freeze({ up: 0, down: 0, comments: 0 });

/** The points of `pages` with their vote and comment counts, one query pair per page; `onPage`
 *  hears how many points have been read so far in this pass. The counts are set on the rows the
 *  page read (no copy of each row). */
const withCounts = (db: Db, pages: ExportPages<ExportRow>, onPage?: (done: number) => Promise<void>): ExportSource['points'] => async function* () {
  let done = 0;
  for await (const rows of pages()) {
    const counts = await countsOfPoints(db, rows.map((r) => r.id));
    yield rows.map((row) => Object.assign(row, { counts: counts.get(row.id) ?? NO_COUNTS }));
    done += rows.length;
    await onPage?.(done);
  }
};

/** The published comments of the points of `pages`, one query per page. */
const commentsOf = (db: Db, pages: ExportPages<{ id: string }>): ExportSource['comments'] => async function* () {
  for await (const rows of pages()) {
    const comments = await listCommentsForExport(db, rows.map((r) => r.id));
    if (comments.length > 0) yield comments;
  }
};

/** What the exports of `layer` read: its live points, public or not, that the filter `where`
 *  lets through (the evaluation's filter resolved on the main thread, points/query/query-filter.ts
 *  resolveEvaluationFilter; by default every point the moderation let through), read in pages.
 *  No rights check: the caller checked them (points-export.service.ts). `onPoints` hears the
 *  points read so far by the pass with counts (the progress of a job). */
export function readExportSource(db: Db, layer: LayerRow, publicUrl: string, where: ReviewWhere = EVERY_PUBLISHED, onPoints?: (done: number) => Promise<void>): ExportSource {
  const filter = { layerId: layer.id, where };
  const rows = pagesOfExportRows(db, filter);
  return {
    schema: questionnaireOf(layer), statuses: statusesOf(layer), imageUrl: imageUrlUnder(publicUrl),
    answerNames: async () => (dialectOf(db) === 'sqlite' ? new Set(await listAnswerNamesOnSqlite(db, filter)) : answerNamesOfPages(pagesOfExportAnswers(db, filter))),
    hasHeights: () => hasExportedHeights(db, filter),
    hasShapes: () => hasExportedShapes(db, filter),
    rows, points: withCounts(db, rows, onPoints), comments: commentsOf(db, pagesOfExportIds(db, filter)),
  };
}
