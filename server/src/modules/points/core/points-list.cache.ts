import type { PointsPageCursor } from '@mitmachkarte/contract';
import { LRUCache } from 'lru-cache';
import type { PointRecord } from '../../../db/schema.js';
import type { PointRow } from '../../../db/records/point.columns.js';
import { pointHeadJson } from './points.presenter.js';

/** The pages of GET /gis/points/{layerId} as every reader's answer starts from (docs/decisions/0012,
 *  docs/architecture.md §5, Answers): a page of the layer's live points as its managers see them,
 *  each point's JSON text up to its rights written once, with what the reader-dependent part
 *  needs (author, status, public flag, moderation). Keyed by layer, revision and query: every write
 *  of a point raises its layer's revision (db/layer-revision.ts), so an entry is never stale, only
 *  unread, and ages out. A reader's answer is then a filter by access/point.rules.ts canSeePoint and
 *  the rights of access/rights.ts spliced in: no database read, no JSON written per point. */

/** A point of a cached page: its JSON text before the rights, and what the reader's view needs. */
export type CachedPoint = Pick<PointRecord, 'created_by' | 'status' | 'public' | 'moderation'> & { head: string };

/** A cached page: its points in list order, where the next page starts (none on the last), and
 *  the answers already written for readers who own none of its points, by their access
 *  (`bodies`, filled as such readers come; points.service.ts listPointsOfLayerJson). */
export type CachedPointsPage = { points: readonly CachedPoint[]; next?: PointsPageCursor; bodies: Map<string, Buffer> };

export type PointsListCache = LRUCache<string, CachedPointsPage>;

/** Characters counted per point besides its JSON text (the object and its fields). */
const POINT_OVERHEAD_CHARS = 200;

/** A cache of at most `maxChars` characters of point JSON (default 32 Mi, about 32 MiB of ASCII
 *  text besides the objects' own bookkeeping). */
export const createPointsListCache = (maxChars = 32 * 1024 * 1024): PointsListCache =>
  new LRUCache<string, CachedPointsPage>({
    maxSize: maxChars,
    // Three times the points' text: the text itself and up to two answers written from it (the
    // public one and the managers'), which are added after the page is stored.
    sizeCalculation: (page) => Math.max(1, 3 * page.points.reduce((n, p) => n + p.head.length + POINT_OVERHEAD_CHARS, 0)),
  });

/** The cached page of `rows` (read with one row more than `limit`, as points.repository.ts
 *  listLivePointsOfLayer does), and the cursor of its last row when more follow. */
export function cachedPageOf(rows: readonly (PointRow & Pick<PointRecord, 'created_by'>)[], limit: number, cursorOf: (row: PointRow) => PointsPageCursor): CachedPointsPage {
  const page = rows.slice(0, limit);
  const points = page.map((r) => ({ head: pointHeadJson(r), created_by: r.created_by, status: r.status, public: r.public, moderation: r.moderation }));
  return { points, bodies: new Map(), ...(rows.length > limit ? { next: cursorOf(page[page.length - 1]!) } : {}) };
}
