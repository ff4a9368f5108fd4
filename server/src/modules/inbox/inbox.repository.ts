import { sql, type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { INBOX_COUNT_MAX, type InboxFilter, type InboxKind } from '@mitmachkarte/contract';
import { managedWorkspaceIds, onTeamWhere } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';

/** SQL of the team's inbox (docs/product.md §16.9). Every query starts from `teamOf`: the
 *  workspaces the reader is on the team of (scope.ts managedWorkspaceIds, the SQL twin of
 *  workspace.rules.ts canReadInbox) with their watermark `wm`, which the item queries then name as
 *  values (Scope). An item is new to the reader when it came in after the watermark, was not
 *  written by them and has no row in `inbox_seen`. Items come from sources (entries per map,
 *  comments, reports per state), each read in the order of an index (migration 2026_11_30_0300,
 *  the review table's, the moderation's). A list is two queries of all sources at once (UNION
 *  ALL): its count, which stops at INBOX_COUNT_MAX of them all, and its newest keys (kind, id,
 *  time), merged in order; then the details of one page only. */

/** The reader's team workspaces (one, with `workspaceId`) and their watermark: `inbox_marks`, else
 *  the joining of the access list, else (the owner) the project's creation. */
export const teamOf = (db: Db, userId: string, workspaceId?: string) => {
  let q = db.selectFrom('workspaces')
    .leftJoin('workspace_acl as acl', (j) => j.onRef('acl.workspace_id', '=', 'workspaces.id').on('acl.user_id', '=', userId))
    .leftJoin('inbox_marks as mark', (j) => j.onRef('mark.workspace_id', '=', 'workspaces.id').on('mark.user_id', '=', userId))
    .select((eb) => ['workspaces.id as ws_id', 'workspaces.name as ws_name', eb.fn.coalesce('mark.seen_before', 'acl.created_at', 'workspaces.created_at').as('wm'),
      eb.exists(eb.selectFrom('inbox_seen').select(sql.lit(1).as('one')).where('inbox_seen.user_id', '=', userId).whereRef('inbox_seen.workspace_id', '=', 'workspaces.id')).as('marked')])
    .where('workspaces.id', 'in', managedWorkspaceIds(db, userId));
  if (workspaceId !== undefined) q = q.where('workspaces.id', '=', workspaceId);
  return q;
};

/** The reader's team workspaces with their names, by name. */
export const listTeamWorkspaces = (db: Db, userId: string) => teamOf(db, userId).orderBy('workspaces.name').orderBy('workspaces.id').execute();

type Eb<T extends keyof DB> = ExpressionBuilder<DB, T>;

/** One workspace of the reader's team and their watermark there, as values: the queries name
 *  both, so that the planner reads the index range after the watermark (a joined watermark made
 *  it read every entry of the project, docs/product.md §16.9, Performance). */
export type Scope = { wsId: string; wm: string; marked: boolean };

/** The scope of a row of teamOf: `marked`, whether the reader marked items singly since the
 *  watermark (rows of `inbox_seen`; SQLite answers 0 or 1). */
export const scopeOfRow = (row: { ws_id: string; wm: string; marked: unknown }): Scope => ({ wsId: row.ws_id, wm: row.wm, marked: Boolean(Number(row.marked)) });

/** The SQL of the project's overdue entries now by kind (deadlines.service.ts overdueSql), for the
 *  filter `ueberfaellig`; undefined when the project has no deadline. */
export type OverdueTests = { antwort: (eb: Eb<'points'>) => Expression<SqlBool>; erledigung: (eb: Eb<'points'>) => Expression<SqlBool> };

/** The reader's scope in workspace `workspaceId`; undefined when they are not on its team. */
export async function findScope(db: Db, userId: string, workspaceId: string): Promise<Scope | undefined> {
  const row = await teamOf(db, userId, workspaceId).executeTakeFirst();
  return row && scopeOfRow(row);
}

/** New to `userId`: after the watermark, by someone else (anonymous visitors too), not marked read
 *  (asked of `inbox_seen` per item only if the reader marked any item of the project singly since
 *  the watermark: else it has no row to find, and a count of 10,000 new items spares as many
 *  probes, docs/product.md §16.9 Performance). */
function newWhere(eb: Eb<keyof DB>, userId: string, scope: Scope, kind: InboxKind, at: Expression<string>, id: Expression<string>, author: Expression<string | null>): Expression<SqlBool> {
  return eb.and([
    eb(at, '>', scope.wm),
    eb.or([eb(author, 'is', null), eb(author, '!=', userId)]),
    ...(scope.marked ? [eb.not(eb.exists(eb.selectFrom('inbox_seen').select(sql.lit(1).as('one'))
      .where('inbox_seen.user_id', '=', userId).where('inbox_seen.kind', '=', kind).where('inbox_seen.item_id', '=', id)))] : []),
  ]);
}

/** An index that SQLite is told to read the entries through (pointsThrough). */
type PointsIndex = 'points_moderation';

/** The entries, read on SQLite through `index` if given (INDEXED BY). SQLite, which plans without
 *  figures of the tables, counted the entries waiting for approval through the covering index of
 *  the map's data (`points_map`: every entry of the map) rather than `points_moderation` (map,
 *  moderation state): 5–10 ms against 1 ms on a map of 100,000 entries. Only counts are told so (a
 *  count reads at most INBOX_COUNT_MAX of them); PostgreSQL plans by its figures (ANALYZE) and is
 *  not told. */
const pointsThrough = (db: Db, index?: PointsIndex) => (index && dialectOf(db) === 'sqlite'
  ? db.selectFrom(sql<DB['points']>`"points"`.as<'points'>(sql`"points" indexed by ${sql.id(index)}`)) as unknown as ReturnType<typeof plainPoints>
  : plainPoints(db));
const plainPoints = (db: Db) => db.selectFrom('points');

/** The live entries of the workspace. */
const entries = (db: Db, scope: Scope, index?: PointsIndex) => pointsThrough(db, index)
  .innerJoin('layers', 'layers.id', 'points.layer_id')
  .where('layers.workspace_id', '=', scope.wsId)
  .where('points.deleted_at', 'is', null);

/** The comments on live entries of the workspace, read from the comments (a cross join: see
 *  layerComments), their entry and map looked up per comment. */
const comments = (db: Db, scope: Scope) => db.selectFrom('comments')
  .crossJoin('points').crossJoin('layers')
  .whereRef('points.id', '=', 'comments.point_id').whereRef('layers.id', '=', 'points.layer_id')
  .where('layers.workspace_id', '=', scope.wsId)
  .where('points.deleted_at', 'is', null);

/** The reports on live entries of the workspace. */
const reports = (db: Db, scope: Scope) => db.selectFrom('reports')
  .innerJoin('points', 'points.id', 'reports.point_id')
  .where('reports.workspace_id', '=', scope.wsId)
  .where('points.deleted_at', 'is', null);

/** Every state of a report (the record names them all: a state added to the table must be added here). */
const REPORT_STATES = Object.keys({ open: true, dismissed: true, resolved: true } satisfies Record<DB['reports']['state'], true>) as DB['reports']['state'][];

/** `source` of reports as one source per state: each reads its range of the reports' index
 *  (`reports_queue`: project, state, time) in order and stops at a page's end; all states at once
 *  read every report of the project and sorted them. */
const perState = <S extends SelectQueryBuilder<DB, 'reports' | 'points', object>>(source: S): S[] =>
  REPORT_STATES.map((state) => source.where('reports.state', '=', state) as S);

const entryNew = (userId: string, scope: Scope) => (eb: Eb<'points'>) =>
  newWhere(eb as Eb<keyof DB>, userId, scope, 'entry', eb.ref('points.created_at'), eb.ref('points.id'), eb.ref('points.created_by'));
const commentNew = (userId: string, scope: Scope) => (eb: Eb<'comments'>) =>
  newWhere(eb as Eb<keyof DB>, userId, scope, 'comment', eb.ref('comments.created_at'), eb.ref('comments.id'), eb.ref('comments.user_id'));
const reportNew = (userId: string, scope: Scope) => (eb: Eb<'reports'>) =>
  newWhere(eb as Eb<keyof DB>, userId, scope, 'report', eb.ref('reports.created_at'), eb.ref('reports.id'), eb.ref('reports.user_id'));

/** The key of an item of a list: what, which, when, and whether it is new to the reader. */
export type InboxKey = { kind: InboxKind; id: string; at: string; isNew: boolean };

/** A query of keys of one source; the sources differ in their tables only. */
type KeySource = SelectQueryBuilder<DB, keyof DB, { id: string; at: string; is_new: number }>;

/** The comments on live entries of the maps `layerIds`: named as values, so that a page of the
 *  newest is read through the comments' index by time (`comments_created`), probing their entries,
 *  and stops at its end; joined through the maps, PostgreSQL read every entry of the project. The
 *  entries are a cross join with the condition in `where`, the same join to PostgreSQL, but to
 *  SQLite the order of the loops: comments outside. With an inner join SQLite read every entry of
 *  the maps and their comments and sorted them (30–60 ms a page of 100,000 entries). */
const layerComments = (db: Db, layerIds: string[]) => db.selectFrom('comments')
  .crossJoin('points').whereRef('points.id', '=', 'comments.point_id')
  .where('points.layer_id', 'in', layerIds).where('points.deleted_at', 'is', null);

/** The live entries of one map: read per map, so that each reads the index of its entries by
 *  time (`points_inbox`) in order and stops at the page's end; across maps the order needs a sort of
 *  every entry of the project. */
const layerEntries = (db: Db, layerId: string, index?: PointsIndex) => pointsThrough(db, index)
  .where('points.layer_id', '=', layerId).where('points.deleted_at', 'is', null);

/** The entries assigned to the reader (`userId`) or to one of the departments `departments`
 *  (docs/product.md §16.10), as a condition on `points`. */
const assignedTo = (userId: string, departments: string[]) => (eb: Eb<'points'>) =>
  eb.or([eb('points.assigned_user_id', '=', userId), ...(departments.length > 0 ? [eb('points.assigned_department_id', 'in', departments)] : [])]);

/** The sources under `filter` (none of a kind the filter does not take), each a query of keys
 *  (`id`, `at`, `is_new`) not yet ordered; the entries one per map `layerIds` of the workspace.
 *  `departments`: the reader's departments in the workspace, for the filter `mir`; `overdue`: the
 *  tests of the project's deadlines, for the filter `ueberfaellig`. `counting`: the sources are
 *  counted, not read in order: the waiting entries then through `points_moderation` (pointsThrough;
 *  read in order, a project whose every entry waits would have them all sorted for a page). */
function keyQueries(db: Db, userId: string, scope: Scope, layerIds: string[], filter: InboxFilter, departments: string[], counting: boolean, overdue?: OverdueTests): Record<InboxKind, KeySource[]> {
  const isNew = filter === 'neu';
  const mine = assignedTo(userId, departments);
  const entryKeys = (layerId: string, index?: PointsIndex) =>
    layerEntries(db, layerId, index).select((eb) => ['points.id as id', 'points.created_at as at', eb.case().when(entryNew(userId, scope)(eb)).then(1).else(0).end().as('is_new')]);
  // Overdue entries: per map two disjoint sources, each a range of its partial index
  // (points_awaiting_response, points_awaiting_completion; migration 2026_11_30_0700).
  const entry = filter === 'ueberfaellig'
    ? (overdue ? layerIds.flatMap((layerId) => [
      entryKeys(layerId).where('points.first_response_at', 'is', null).where((eb) => overdue.antwort(eb)),
      entryKeys(layerId).where('points.completed_at', 'is', null).where((eb) => overdue.erledigung(eb)),
    ]) : [])
    : filter === 'gemeldet' ? [] : layerIds.map((layerId) => {
      if (filter === 'freigabe') return entryKeys(layerId, counting ? 'points_moderation' : undefined).where('points.moderation', '=', 'pending');
      const e = entryKeys(layerId);
      if (filter === 'mir') return e.where(mine);
      if (filter === 'ohne') return e.where('points.assigned_department_id', 'is', null).where('points.assigned_user_id', 'is', null);
      return isNew ? e.where((eb) => entryNew(userId, scope)(eb)) : e;
    });
  const c = layerComments(db, layerIds).select((eb) => ['comments.id as id', 'comments.created_at as at', eb.case().when(commentNew(userId, scope)(eb)).then(1).else(0).end().as('is_new')]);
  const r = reports(db, scope).select((eb) => ['reports.id as id', 'reports.created_at as at', eb.case().when(reportNew(userId, scope)(eb)).then(1).else(0).end().as('is_new')]);
  const comment = filter === 'gemeldet' || filter === 'ueberfaellig' || filter === 'ohne' || layerIds.length === 0 ? []
    : [filter === 'mir' ? c.where(mine) : isNew ? c.where((eb) => commentNew(userId, scope)(eb)) : filter === 'freigabe' ? c.where('comments.moderation', '=', 'pending') : c];
  const report = filter === 'freigabe' || filter === 'ueberfaellig' || filter === 'ohne' ? []
    : filter === 'gemeldet' ? [r.where('reports.state', '=', 'open')]
      : perState(filter === 'mir' ? r.where(mine) : isNew ? r.where((eb) => reportNew(userId, scope)(eb)) : r);
  // Kysely's builder types carry the joined tables, which the callers do not read.
  return { entry: entry as unknown as KeySource[], comment: comment as unknown as KeySource[], report: report as unknown as KeySource[] };
}

type Counted = SelectQueryBuilder<DB, keyof DB, { one: 1 }>;

/** The rows of `sources` one after the other (UNION ALL), up to `max` of them all: the read stops
 *  there, at the first sources if they have as many (their select lists are replaced: it reads no
 *  column of the keys). undefined for no source. */
function capped(sources: SelectQueryBuilder<DB, keyof DB, object>[], max = INBOX_COUNT_MAX) {
  const [first, ...rest] = sources.map((s) => s.clearSelect().select(sql.lit(1).as('one')) as unknown as Counted);
  return first && rest.reduce((q, s) => q.unionAll(s), first).limit(max);
}

/** How many sources one count reads at once (SQLite joins at most 500 selects by UNION ALL). */
const SOURCES_AT_ONCE = 100;

/** How many rows `sources` have together, up to INBOX_COUNT_MAX: one query (one more per
 *  SOURCES_AT_ONCE sources, each reading up to what is left of INBOX_COUNT_MAX). */
async function countUpTo(db: Db, sources: SelectQueryBuilder<DB, keyof DB, object>[]): Promise<number> {
  let total = 0;
  for (let i = 0; i < sources.length && total < INBOX_COUNT_MAX; i += SOURCES_AT_ONCE) {
    const rows = capped(sources.slice(i, i + SOURCES_AT_ONCE), INBOX_COUNT_MAX - total)!;
    const counted = await db.selectFrom(rows.as('capped')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    total += Number(counted?.n ?? 0);
  }
  return total;
}

type KindedKeys = SelectQueryBuilder<DB, keyof DB, { kind: InboxKind; id: string; at: string; is_new: number }>;

/** A page of keys: `limit` keys after the newest `offset`. */
export type KeyPage = { offset: number; limit: number };

/** The keys of `page` of `sources` (newest first; id breaks ties): the sources one after the other
 *  (UNION ALL) in one order, so that each is read in the order of its index, merged, and the read
 *  stops after the page's last key of them all (SQLite's MERGE, PostgreSQL's Merge Append); the
 *  keys before the page are skipped in the database. One query (with more than SOURCES_AT_ONCE
 *  sources, one per as many, each answering its newest offset + limit, merged here). */
async function newestKeys(db: Db, sources: { kind: InboxKind; source: KeySource }[], page: KeyPage): Promise<InboxKey[]> {
  const chunked = sources.length > SOURCES_AT_ONCE;
  const keys: InboxKey[] = [];
  for (let i = 0; i < sources.length; i += SOURCES_AT_ONCE) {
    const [first, ...rest] = sources.slice(i, i + SOURCES_AT_ONCE).map(({ kind, source }) => source.select(sql.lit(kind).as('kind')) as unknown as KindedKeys);
    const ordered = rest.reduce((q, s) => q.unionAll(s), first!).orderBy('at', 'desc').orderBy('id', 'desc');
    const rows = await (chunked ? ordered.limit(page.offset + page.limit) : ordered.limit(page.limit).offset(page.offset)).execute();
    for (const row of rows) keys.push({ kind: row.kind, id: row.id, at: row.at, isNew: Number(row.is_new) === 1 });
  }
  if (!chunked) return keys;
  const newer = (a: InboxKey, b: InboxKey) => (a.at === b.at ? a.id > b.id : a.at > b.at);
  return keys.sort((a, b) => (newer(a, b) ? -1 : newer(b, a) ? 1 : 0)).slice(page.offset, page.offset + page.limit);
}

/** How many items of the workspace of `scope` match `filter` for `userId`, up to INBOX_COUNT_MAX,
 *  and the keys of `page` of them (newest first; id breaks ties): two queries (newestKeys). */
export async function listInboxKeys(db: Db, userId: string, scope: Scope, filter: InboxFilter, page: KeyPage, overdue?: OverdueTests): Promise<{ total: number; keys: InboxKey[] }> {
  const layerIds = (await db.selectFrom('layers').select('id').where('workspace_id', '=', scope.wsId).execute()).map((l) => l.id);
  const departments = filter === 'mir' ? await listOwnDepartments(db, userId, scope.wsId) : [];
  const sourcesOf = (counting: boolean) => {
    const sources = keyQueries(db, userId, scope, layerIds, filter, departments, counting, overdue);
    return (['entry', 'comment', 'report'] as const).flatMap((kind) => sources[kind].map((source) => ({ kind, source })));
  };
  const total = await countUpTo(db, sourcesOf(true).map((k) => k.source));
  return { total, keys: total === 0 ? [] : await newestKeys(db, sourcesOf(false), page) };
}

/** The departments of workspace `workspaceId` that `userId` is in (docs/product.md §16.10). */
export const listOwnDepartments = async (db: Db, userId: string, workspaceId: string) =>
  (await db.selectFrom('department_members').innerJoin('departments', 'departments.id', 'department_members.department_id')
    .select('departments.id').where('department_members.user_id', '=', userId).where('departments.workspace_id', '=', workspaceId).execute()).map((d) => d.id);

/** How many workspaces one query of countInbox counts (6 selects each). */
const COUNTED_AT_ONCE = 50;

/** The figures of the team workspaces `scopes` of `userId` in one query: per workspace the new
 *  items (`n`), those waiting for approval (`w`) and the open reports (`r`), each counted up to
 *  INBOX_COUNT_MAX over its kinds together (capped: the new comments are not read when the new
 *  entries reach it). Each source names its workspace and watermark and reads its own index: the
 *  new ones by time after the watermark, the waiting by moderation state, the reports by state.
 *  A user on more than COUNTED_AT_ONCE teams takes one query more per as many. */
export async function countInbox(db: Db, userId: string, scopes: Scope[]) {
  if (scopes.length === 0) return [];
  const zero = sql<number | string>`0`;
  const count = sql<number | string>`count(*)`;
  type Part = SelectQueryBuilder<DB, keyof DB, { ws_id: string; n: number | string; w: number | string; r: number | string }>;
  // Each part counts its sources up to INBOX_COUNT_MAX (capped); its column `n`, `w` or `r`.
  const part = (scope: Scope, sources: SelectQueryBuilder<DB, keyof DB, object>[], column: 'n' | 'w' | 'r') =>
    db.selectFrom(capped(sources)!.as('capped'))
      .select([sql<string>`${scope.wsId}`.as('ws_id'), (column === 'n' ? count : zero).as('n'), (column === 'w' ? count : zero).as('w'), (column === 'r' ? count : zero).as('r')]) as unknown as Part;
  const partsOf = (scope: Scope) => {
    return [
      part(scope, [
        entries(db, scope).where((eb) => entryNew(userId, scope)(eb)),
        comments(db, scope).where((eb) => commentNew(userId, scope)(eb)),
        ...perState(reports(db, scope).where((eb) => reportNew(userId, scope)(eb))),
      ], 'n'),
      part(scope, [entries(db, scope, 'points_moderation').where('points.moderation', '=', 'pending'), comments(db, scope).where('comments.moderation', '=', 'pending')], 'w'),
      part(scope, [reports(db, scope).where('reports.state', '=', 'open')], 'r'),
    ];
  };
  // SQLite joins at most 500 selects by UNION ALL: one query per COUNTED_AT_ONCE workspaces (one
  // for nearly everybody).
  const rows = [];
  for (let i = 0; i < scopes.length; i += COUNTED_AT_ONCE) {
    const [first, ...rest] = scopes.slice(i, i + COUNTED_AT_ONCE).flatMap(partsOf);
    rows.push(...await rest.reduce((q, p) => q.unionAll(p), first!).execute());
  }
  return rows.map((row) => ({ workspaceId: row.ws_id, n: Number(row.n), w: Number(row.w), r: Number(row.r) }));
}

/** Of `ids` of `kind`, those that belong to workspace `workspaceId` (deleted entries too). */
export async function idsInWorkspace(db: Db, workspaceId: string, kind: InboxKind, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = kind === 'entry'
    ? await db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').select('points.id as id')
      .where('layers.workspace_id', '=', workspaceId).where('points.id', 'in', ids).execute()
    : kind === 'comment'
      ? await db.selectFrom('comments').innerJoin('points', 'points.id', 'comments.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
        .select('comments.id as id').where('layers.workspace_id', '=', workspaceId).where('comments.id', 'in', ids).execute()
      : await db.selectFrom('reports').select('reports.id as id').where('reports.workspace_id', '=', workspaceId).where('reports.id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Marks `items` of workspace `workspaceId` as read by `userId` (items read before stay so). */
export async function insertSeen(db: Db, userId: string, workspaceId: string, items: { kind: InboxKind; id: string }[], now: string) {
  await db.insertInto('inbox_seen')
    .values(items.map((i) => ({ user_id: userId, workspace_id: workspaceId, kind: i.kind, item_id: i.id, seen_at: now })))
    .onConflict((oc) => oc.columns(['user_id', 'kind', 'item_id']).doNothing()).execute();
}

/** Moves the watermark of `userId` in `workspaceId` to `now` and drops the single rows it covers. */
export async function setWatermark(db: Db, userId: string, workspaceId: string, now: string) {
  await db.insertInto('inbox_marks').values({ user_id: userId, workspace_id: workspaceId, seen_before: now })
    .onConflict((oc) => oc.columns(['user_id', 'workspace_id']).doUpdateSet({ seen_before: now })).execute();
  await db.deleteFrom('inbox_seen').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).execute();
}

/** Gives `userId` the watermark `at` in `workspaceId` unless they have one: whoever becomes the
 *  owner keeps what they had seen, or starts at `at`, not at the project's creation. */
export async function keepOrStartWatermark(db: Db, userId: string, workspaceId: string, at: string) {
  const joined = await db.selectFrom('workspace_acl').select('created_at').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst();
  await db.insertInto('inbox_marks').values({ user_id: userId, workspace_id: workspaceId, seen_before: joined?.created_at ?? at })
    .onConflict((oc) => oc.columns(['user_id', 'workspace_id']).doNothing()).execute();
}

/** Drops the read state of `userId` in `workspaceId` unless they are on its team now. */
export async function dropReadStateOffTeam(db: Db, userId: string, workspaceId: string) {
  const onTeam = await db.selectFrom('users').select('users.id').where('users.id', '=', userId).where((eb) => onTeamWhere(eb, workspaceId)).executeTakeFirst();
  if (onTeam) return;
  await db.deleteFrom('inbox_marks').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).execute();
  await db.deleteFrom('inbox_seen').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).execute();
}
