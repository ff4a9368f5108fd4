import type { Language, LayerSchema, PointStatus } from '@mitmachkarte/contract';
import type { CommentForExport } from '../../comments/comments.presenter.js';
import type { ImageUrl } from '../query/answer-columns.js';
import type { PointCounts } from '../core/points.repository.js';
import type { ExportPages, ExportRow } from './points-export.repository.js';

/** What the exports of a layer read (docs/product.md §18.4), gathered by points-export-read.service.ts readExportSource. */

/** A point as the exports read it: its row and its counts. */
export type ExportedPoint = ExportRow & { counts: PointCounts };

export type ExportSource = {
  /** The language of the headers for people (the requester's, docs/product.md §23.4); German when left out. */
  language?: Language;
  schema: LayerSchema;
  statuses: readonly PointStatus[];
  imageUrl: ImageUrl;
  /** The names of every stored answer of the points, for the column set (extraAnswerNamesOf). */
  answerNames: () => Promise<ReadonlySet<string>>;
  /** Whether any of the points has a height (docs/product.md §18.4: else no export has a height column). */
  hasHeights: () => Promise<boolean>;
  /** Whether any of the points is a line or an area (docs/product.md §25.1: else the tables have no
   *  geometry columns, as a map of points exported before). */
  hasShapes: () => Promise<boolean>;
  /** The points without counts, for a pass that looks at every property (the GIS table's types). */
  rows: ExportPages<ExportRow>;
  /** The points with their counts, in creation order, page by page. */
  points: () => AsyncIterable<readonly ExportedPoint[]>;
  /** The published comments of those points: by entry in the same order, each entry's oldest first. */
  comments: () => AsyncIterable<readonly CommentForExport[]>;
};
