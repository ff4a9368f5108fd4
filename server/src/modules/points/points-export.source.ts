import type { LayerSchema, PointStatus } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import type { LayerRow } from '../../db/schema.js';
import { listCommentsForExport } from '../comments/comments.service.js';
import type { CommentForExport } from '../comments/comments.presenter.js';
import { questionnaireOf, statusesOf } from '../layers/layers.presenter.js';
import { imageUrlUnder, type ImageUrl } from './points-csv.presenter.js';
import type { PointRow } from './points.columns.js';
import { countsOfPoints, pagesOfLivePointIds, pagesOfLivePoints, type PointCounts, type PointPages } from './points.repository.js';

/** What the exports of a layer read (docs/product.md §18.4), gathered by readExportSource. */

/** A point as the exports read it: its row and its counts. */
export type ExportedPoint = PointRow & { counts: PointCounts };

export type ExportSource = {
  schema: LayerSchema;
  statuses: readonly PointStatus[];
  imageUrl: ImageUrl;
  /** The points without counts, for a pass that only looks at the answers (the columns). */
  rows: PointPages;
  /** The points with their counts, in creation order, page by page. */
  points: () => AsyncIterable<readonly ExportedPoint[]>;
  /** The published comments of those points: by entry in the same order, each entry's oldest first. */
  comments: () => AsyncIterable<readonly CommentForExport[]>;
};

const NO_COUNTS = Object.freeze({ up: 0, down: 0, comments: 0 });

/** The points of `pages` with their vote and comment counts, one query pair per page; `onPage`
 *  hears how many points have been read so far in this pass. */
const withCounts = (db: Db, pages: PointPages, onPage?: (done: number) => Promise<void>): ExportSource['points'] => async function* () {
  let done = 0;
  for await (const rows of pages()) {
    const counts = await countsOfPoints(db, rows.map((r) => r.id));
    yield rows.map((row) => ({ ...row, counts: counts.get(row.id) ?? NO_COUNTS }));
    done += rows.length;
    await onPage?.(done);
  }
};

/** The published comments of the points of `pages`, one query per page. */
const commentsOf = (db: Db, pages: ReturnType<typeof pagesOfLivePointIds>): ExportSource['comments'] => async function* () {
  for await (const rows of pages()) {
    const comments = await listCommentsForExport(db, rows.map((r) => r.id));
    if (comments.length > 0) yield comments;
  }
};

/** What the exports of `layer` read: its live points, public or not, that the moderation let
 *  through (points.policy.ts exportedPointsWhere), read in pages. No rights check: the caller
 *  checked them (points-export.service.ts). `onPoints` hears the points read so far by the pass
 *  with counts (the progress of a job). */
export function readExportSource(db: Db, layer: LayerRow, publicUrl: string, onPoints?: (done: number) => Promise<void>): ExportSource {
  const rows = pagesOfLivePoints(db, layer.id);
  return {
    schema: questionnaireOf(layer), statuses: statusesOf(layer), imageUrl: imageUrlUnder(publicUrl),
    rows, points: withCounts(db, rows, onPoints), comments: commentsOf(db, pagesOfLivePointIds(db, layer.id)),
  };
}
