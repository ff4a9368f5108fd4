import { type Kysely, sql } from 'kysely';

/** Sessions the user can see and end (docs/security.md, Sessions). Portable SQL for
 *  SQLite and PostgreSQL (docs/decisions/0001).
 *  - `public_id`: the id the profile names a session by (the primary key is the hash of the
 *    cookie token and stays on the server); existing sessions get one from their hash.
 *  - `device`: a label such as "Firefox auf Windows" from the User-Agent at login; no IP address. */
type Tables = { sessions: { id: string; public_id: string; device: string } };

export async function up(anyDb: Kysely<unknown>): Promise<void> {
  const db = anyDb as Kysely<Tables>;
  await db.schema.alterTable('sessions').addColumn('public_id', 'text').execute();
  await db.schema.alterTable('sessions').addColumn('device', 'text', (c) => c.notNull().defaultTo('')).execute();
  // Sessions that exist already: the second half of the token's hash names them; like the whole
  // hash it cannot be turned back into the cookie's token.
  await db.updateTable('sessions').set({ public_id: sql<string>`substr(id, 33, 32)` }).execute();
  await db.schema.createIndex('sessions_public_id').on('sessions').column('public_id').unique().execute();
}
