import { type Kysely, sql } from 'kysely';

/** Statuses of points (docs/product.md §16.1). Portable SQL for SQLite and PostgreSQL
 *  (docs/decisions/0001).
 *  - `layers.statuses`: JSON list of { Key, Label, Colour, Closed }; existing layers get the
 *    default list (the literal below: migrations never change after they land).
 *  - `points.status`, `points.status_changed_at`: existing points are 'neu' since their creation.
 *  - `point_history`: every status change with its note, by whom (name kept, account may go). */
const DEFAULT_STATUSES = JSON.stringify([
  { Key: 'neu', Label: 'Neu', Colour: '#1f5fbf', Closed: false },
  { Key: 'pruefung', Label: 'In Prüfung', Colour: '#8a5a00', Closed: false },
  { Key: 'bearbeitung', Label: 'In Bearbeitung', Colour: '#6f42c1', Closed: false },
  { Key: 'umgesetzt', Label: 'Umgesetzt', Colour: '#1a7f37', Closed: true },
  { Key: 'abgelehnt', Label: 'Abgelehnt', Colour: '#57606a', Closed: true },
]);

type Tables = {
  layers: { statuses: string };
  points: { status: string; status_changed_at: string | null; created_at: string };
};

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Tables>;
  await db.schema.alterTable('layers').addColumn('statuses', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.updateTable('layers').set({ statuses: DEFAULT_STATUSES }).execute();
  await db.schema.alterTable('points').addColumn('status', 'text', (c) => c.notNull().defaultTo('neu')).execute();
  await db.schema.alterTable('points').addColumn('status_changed_at', 'text').execute();
  await db.updateTable('points').set({ status_changed_at: sql<string>`created_at` }).execute();

  await anyDb.schema.createTable('point_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('point_id', 'text', (c) => c.notNull().references('points.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // null once the manager's account is deleted; `user_name` keeps the name shown.
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await anyDb.schema.createIndex('point_history_point').on('point_history').columns(['point_id', 'created_at']).execute();
}

export async function down(anyDb: Kysely<unknown>): Promise<void> {
  await anyDb.schema.dropTable('point_history').execute();
  for (const [table, column] of [['points', 'status_changed_at'], ['points', 'status'], ['layers', 'statuses']] as const) {
    await anyDb.schema.alterTable(table).dropColumn(column).execute();
  }
}
