import { sql, type Kysely } from 'kysely';

/** Deadlines of a project and the times the team answered and completed an entry
 *  (docs/product.md §16.11). Portable SQL for SQLite and PostgreSQL (docs/decisions/0001).
 *  - `workspaces.first_response_days`, `workspaces.completion_days`: the project's targets in days
 *    from an entry's creation, null for none.
 *  - `points.first_response_at`: the first time the team answered the entry — its first official
 *    answer or the first status other than its layer's first one; `points.completed_at`: when it
 *    was set to a closed status, null while its status is open (ISO 8601 UTC).
 *  Both are filled from the history (`point_history`), map by map, since each map has its own
 *  statuses: the first response is the earliest answer with a text or status change to another
 *  than the first status (else, for an entry whose status or answer came without a history row,
 *  its `status_changed_at` or `answer_at`); the completion, for an entry in a closed status, the
 *  earliest change to a closed status after its last change to an open one (else
 *  `status_changed_at`).
 *  Indexes: `points_awaiting_response` and `points_awaiting_completion`, (layer_id, created_at, id)
 *  over the live entries without a first response or without completion, partial on both
 *  databases: the overdue entries of a map are a range of them by creation time, read in order. */

type Tables = {
  workspaces: { id: string; first_response_days: number | null; completion_days: number | null };
  layers: { id: string; statuses: string };
  points: { id: string; layer_id: string; status: string; status_changed_at: string | null; answer_at: string | null; first_response_at: string | null; completed_at: string | null };
  point_history: { point_id: string; kind: string; status: string; note: string; created_at: string };
};

/** The statuses of a new layer, for layers that store none ('[]'). */
const DEFAULTS = [{ Key: 'neu', Closed: false }, { Key: 'pruefung', Closed: false }, { Key: 'bearbeitung', Closed: false }, { Key: 'umgesetzt', Closed: true }, { Key: 'abgelehnt', Closed: true }];

function statusesOf(text: string): { Key: string; Closed: boolean }[] {
  try {
    const parsed = JSON.parse(text) as { Key: string; Closed?: boolean }[];
    return Array.isArray(parsed) && parsed.length > 0 ? parsed.map((s) => ({ Key: s.Key, Closed: s.Closed === true })) : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

export async function up(kysely: Kysely<unknown>): Promise<void> {
  const db = kysely as unknown as Kysely<Tables>;
  await db.schema.alterTable('workspaces').addColumn('first_response_days', 'integer').execute();
  await db.schema.alterTable('workspaces').addColumn('completion_days', 'integer').execute();
  await db.schema.alterTable('points').addColumn('first_response_at', 'text').execute();
  await db.schema.alterTable('points').addColumn('completed_at', 'text').execute();

  for (const layer of await db.selectFrom('layers').select(['id', 'statuses']).execute()) {
    const statuses = statusesOf(layer.statuses);
    const first = statuses[0]!.Key;
    const closed = statuses.filter((s) => s.Closed).map((s) => s.Key);
    await db.updateTable('points').where('layer_id', '=', layer.id).set((eb) => ({
      first_response_at: eb.selectFrom('point_history as h').select((h) => h.fn.min('h.created_at').as('at'))
        .whereRef('h.point_id', '=', 'points.id')
        .where((h) => h.or([
          h.and([h('h.kind', '=', 'answer'), h('h.note', '!=', '')]),
          h.and([h('h.kind', '=', 'status'), h('h.status', '!=', first)]),
        ])),
    })).execute();
    await db.updateTable('points').where('layer_id', '=', layer.id).where('first_response_at', 'is', null).where('status', '!=', first)
      .set({ first_response_at: sql<string>`status_changed_at` }).execute();
    await db.updateTable('points').where('layer_id', '=', layer.id).where('first_response_at', 'is', null).where('answer_at', 'is not', null)
      .set({ first_response_at: sql<string>`answer_at` }).execute();
    if (closed.length === 0) continue;
    await db.updateTable('points').where('layer_id', '=', layer.id).where('status', 'in', closed).set((eb) => ({
      completed_at: eb.selectFrom('point_history as h').select((h) => h.fn.min('h.created_at').as('at'))
        .whereRef('h.point_id', '=', 'points.id').where('h.kind', '=', 'status').where('h.status', 'in', closed)
        .where((h) => h('h.created_at', '>', h.fn.coalesce(
          h.selectFrom('point_history as o').select((o) => o.fn.max('o.created_at').as('at'))
            .whereRef('o.point_id', '=', 'points.id').where('o.kind', '=', 'status').where('o.status', 'not in', closed),
          sql.lit(''),
        ))),
    })).execute();
    await db.updateTable('points').where('layer_id', '=', layer.id).where('status', 'in', closed).where('completed_at', 'is', null)
      .set({ completed_at: sql<string>`status_changed_at` }).execute();
  }

  await sql`create index points_awaiting_response on points (layer_id, created_at, id) where deleted_at is null and first_response_at is null`.execute(db);
  await sql`create index points_awaiting_completion on points (layer_id, created_at, id) where deleted_at is null and completed_at is null`.execute(db);
}

export async function down(kysely: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists points_awaiting_completion`.execute(kysely);
  await sql`drop index if exists points_awaiting_response`.execute(kysely);
  for (const [table, column] of [['points', 'completed_at'], ['points', 'first_response_at'], ['workspaces', 'completion_days'], ['workspaces', 'first_response_days']] as const) {
    await kysely.schema.alterTable(table).dropColumn(column).execute();
  }
}
