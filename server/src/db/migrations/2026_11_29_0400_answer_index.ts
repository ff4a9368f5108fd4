import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The answer index (docs/decisions/0027): `point_answers` holds one row per scalar answer of
 *  every live point (a JSON string, number or boolean under `attributes[name].Value`, the
 *  category too; a deleted point has none until it is restored), copied out of
 *  `points.attributes` by triggers of the database on every insert, update (of `attributes`,
 *  `layer_id`, `deleted_at`) and delete of a point, so that no write path of the server, the
 *  import worker, the retention run or a tool writing SQL can forget it. Columns: `id` (SQLite
 *  only: an INTEGER PRIMARY KEY, which VACUUM keeps, the FTS5 rows' rowid), `point_id`, `layer_id`, `name`, `data_type`
 *  (the answer's stored DataType when a string), `text_value` (the Value when a string),
 *  `folded` (text_value folded as points/query/query-filter.ts foldCase: lower case for A–Z and
 *  Ä, Ö, Ü only), `number_value`, `bool_value` (1/0). Indexes:
 *  - (point_id, name) unique (PostgreSQL: the primary key): one answer of a point (sorting, the
 *    triggers' deletes);
 *  - `point_answers_folded` (layer_id, name, folded, point_id): a text question's answers in
 *    the order the review table sorts them (byte-wise; on PostgreSQL the text columns use
 *    collation "C");
 *  - `point_answers_number` (layer_id, name, number_value, point_id): a number question's;
 *  - `point_answers_text` (layer_id, name, text_value, point_id): the category and
 *    single-choice filters and sorts;
 *  - the text search (docs/product.md §18.1 `q`) over the folded text answers (DataType text,
 *    text_multi): SQLite an FTS5 table `point_answers_fts` with the trigram tokenizer
 *    (case-sensitive, the text is folded already; with the unindexed point_id and layer_id, so
 *    that a search needs no other table; rowid = point_answers.id);
 *    PostgreSQL a GIN index of pg_trgm on `folded` (`point_answers_trgm`), if the extension is
 *    there or can be created (in schema public, trusted since PostgreSQL 13: the database's
 *    CREATE right suffices); without it the search reads the narrow table instead of the JSON.
 *  The rows of the stored points are written here, in the migration's transaction; no stored
 *  answer is changed (docs/decisions/0005). */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    for (const t of ['point_answers_insert', 'point_answers_update', 'point_answers_delete']) await sql`drop trigger if exists ${sql.id(t)} on points`.execute(db);
    for (const f of ['point_answers_of_inserted', 'point_answers_of_updated', 'point_answers_of_deleted']) await sql`drop function if exists ${sql.id(f)}()`.execute(db);
    await sql`drop table if exists point_answers`.execute(db);
    return;
  }
  for (const t of ['points_answers_insert', 'points_answers_update', 'points_answers_delete', 'point_answers_fts_insert', 'point_answers_fts_delete']) {
    await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
  }
  await sql`drop table if exists point_answers_fts`.execute(db);
  await sql`drop table if exists point_answers`.execute(db);
}

/** SQLite: the rows of the point `new` of a trigger, or of every live point of the table (`points`). */
const sqliteRowsOf = (src: 'new' | 'points') => `
  INSERT OR IGNORE INTO point_answers (point_id, layer_id, name, data_type, text_value, folded, number_value, bool_value)
  SELECT ${src}.id, ${src}.layer_id, e.key,
    CASE WHEN json_type(e.value, '$.DataType') = 'text' THEN json_extract(e.value, '$.DataType') END,
    CASE WHEN json_type(e.value, '$.Value') = 'text' THEN json_extract(e.value, '$.Value') END,
    CASE WHEN json_type(e.value, '$.Value') = 'text'
      THEN replace(replace(replace(lower(json_extract(e.value, '$.Value')), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü') END,
    CASE WHEN json_type(e.value, '$.Value') IN ('integer', 'real') THEN json_extract(e.value, '$.Value') END,
    CASE json_type(e.value, '$.Value') WHEN 'true' THEN 1 WHEN 'false' THEN 0 END
  FROM ${src === 'points' ? 'points, ' : ''}json_each(CASE WHEN json_valid(${src}.attributes) AND json_type(${src}.attributes) = 'object' THEN ${src}.attributes ELSE '{}' END) e
  WHERE ${src}.deleted_at IS NULL AND e.type = 'object' AND json_type(e.value, '$.Value') IN ('text', 'integer', 'real', 'true', 'false')`;

async function upSqlite(db: Kysely<unknown>): Promise<void> {
  // number_value has no type, so that it keeps what json_extract gives (integer or real) as the
  // JSON did; INSERT OR IGNORE: a key twice in one JSON object (no writer of ours makes one) keeps
  // the first, as json_extract reads it.
  await sql.raw(`CREATE TABLE point_answers (
    id INTEGER PRIMARY KEY, point_id TEXT NOT NULL, layer_id TEXT NOT NULL, name TEXT NOT NULL, data_type TEXT, text_value TEXT, folded TEXT,
    number_value, bool_value INTEGER, UNIQUE (point_id, name))`).execute(db);
  // Not contentless: SQLite 3.53 leaves the shadow table of a contentless table's unindexed
  // columns behind when the table is dropped (and refuses to drop it), so that down and up fail.
  await sql.raw(`CREATE VIRTUAL TABLE point_answers_fts USING fts5(point_id UNINDEXED, layer_id UNINDEXED, folded,
    tokenize='trigram case_sensitive 1')`).execute(db);
  await sql.raw(`CREATE TRIGGER point_answers_fts_insert AFTER INSERT ON point_answers
    WHEN new.data_type IN ('text', 'text_multi') AND new.folded IS NOT NULL BEGIN
    INSERT INTO point_answers_fts (rowid, point_id, layer_id, folded) VALUES (new.id, new.point_id, new.layer_id, new.folded); END`).execute(db);
  await sql.raw(`CREATE TRIGGER point_answers_fts_delete AFTER DELETE ON point_answers
    WHEN old.data_type IN ('text', 'text_multi') AND old.folded IS NOT NULL BEGIN
    DELETE FROM point_answers_fts WHERE rowid = old.id; END`).execute(db);
  await sql.raw(`${sqliteRowsOf('points')}`).execute(db);
  await sql.raw('CREATE INDEX point_answers_folded ON point_answers (layer_id, name, folded, point_id)').execute(db);
  await sql.raw('CREATE INDEX point_answers_number ON point_answers (layer_id, name, number_value, point_id)').execute(db);
  await sql.raw('CREATE INDEX point_answers_text ON point_answers (layer_id, name, text_value, point_id)').execute(db);
  await sql.raw(`CREATE TRIGGER points_answers_insert AFTER INSERT ON points BEGIN ${sqliteRowsOf('new')}; END`).execute(db);
  await sql.raw(`CREATE TRIGGER points_answers_update AFTER UPDATE OF attributes, layer_id, deleted_at ON points
    WHEN old.attributes IS NOT new.attributes OR old.layer_id IS NOT new.layer_id OR (old.deleted_at IS NULL) <> (new.deleted_at IS NULL) BEGIN
    DELETE FROM point_answers WHERE point_id = old.id; ${sqliteRowsOf('new')}; END`).execute(db);
  await sql.raw('CREATE TRIGGER points_answers_delete AFTER DELETE ON points BEGIN DELETE FROM point_answers WHERE point_id = old.id; END').execute(db);
}

/** PostgreSQL: the rows of the live points of the relation `src` (a transition table, or `points`). */
const postgresRowsOf = (src: string) => `
  insert into point_answers (point_id, layer_id, name, data_type, text_value, folded, number_value, bool_value)
  select n.id, n.layer_id, e.key,
    case when jsonb_typeof(e.value -> 'DataType') = 'string' then e.value ->> 'DataType' end,
    case when jsonb_typeof(e.value -> 'Value') = 'string' then e.value ->> 'Value' end,
    case when jsonb_typeof(e.value -> 'Value') = 'string'
      then replace(replace(replace(lower((e.value ->> 'Value') collate "C"), 'Ä', 'ä'), 'Ö', 'ö'), 'Ü', 'ü') end,
    case when jsonb_typeof(e.value -> 'Value') = 'number' then (e.value ->> 'Value')::double precision end,
    case when jsonb_typeof(e.value -> 'Value') = 'boolean' then (case when e.value -> 'Value' = 'true'::jsonb then 1 else 0 end) end
  from ${src} n, jsonb_each(case when jsonb_typeof(n.attributes::jsonb) = 'object' then n.attributes::jsonb else '{}'::jsonb end) e
  where n.deleted_at is null and jsonb_typeof(e.value) = 'object' and jsonb_typeof(e.value -> 'Value') in ('string', 'number', 'boolean')`;

/** PostgreSQL's trigger functions, one per kind of statement, each over the statement's rows at
 *  once (transition tables): an import of 100,000 rows runs each once. `search_path from current`
 *  keeps them on the schema they were made in. */
async function upPostgres(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`create table point_answers (
    point_id text not null, layer_id text not null, name text not null, data_type text, text_value text collate "C", folded text collate "C",
    number_value double precision, bool_value integer, primary key (point_id, name))`).execute(db);
  await sql.raw(postgresRowsOf('points')).execute(db);
  await sql.raw('create index point_answers_folded on point_answers (layer_id, name, folded, point_id)').execute(db);
  await sql.raw('create index point_answers_number on point_answers (layer_id, name, number_value, point_id)').execute(db);
  await sql.raw('create index point_answers_text on point_answers (layer_id, name, text_value, point_id)').execute(db);
  const trgm = await trigramSchema(db);
  if (trgm) {
    await sql`create index point_answers_trgm on point_answers using gin (folded ${sql.id(trgm)}.gin_trgm_ops) where data_type in ('text', 'text_multi')`.execute(db);
  }
  const fn = (name: string, body: string) => sql.raw(`create function ${name}() returns trigger language plpgsql set search_path from current
    as $fn$ begin ${body}; return null; end $fn$`).execute(db);
  await fn('point_answers_of_inserted', postgresRowsOf('new_points'));
  await fn('point_answers_of_deleted', 'delete from point_answers a using old_points o where a.point_id = o.id');
  const changed = `new_points n join old_points o on o.id = n.id
    where (n.attributes is distinct from o.attributes or n.layer_id is distinct from o.layer_id
      or (n.deleted_at is null) <> (o.deleted_at is null))`;
  await fn('point_answers_of_updated', `
    delete from point_answers a using ${changed} and a.point_id = n.id;
    ${postgresRowsOf(`(select n.* from ${changed})`)}`);
  await sql.raw(`create trigger point_answers_insert after insert on points referencing new table as new_points
    for each statement execute function point_answers_of_inserted()`).execute(db);
  await sql.raw(`create trigger point_answers_update after update on points referencing old table as old_points new table as new_points
    for each statement execute function point_answers_of_updated()`).execute(db);
  await sql.raw(`create trigger point_answers_delete after delete on points referencing old table as old_points
    for each statement execute function point_answers_of_deleted()`).execute(db);
}

/** The schema holding pg_trgm's operator class gin_trgm_ops, creating the extension in schema
 *  public when it is missing; undefined when it cannot be had (not installed on the server, or
 *  no right to create it), which a savepoint keeps from failing the migration. Another migration
 *  creating it at the same moment (tests, each in its own schema) is found on the second look. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | undefined> {
  const find = async () => (await sql<{ schema: string }>`select n.nspname as schema from pg_opclass c
    join pg_namespace n on n.oid = c.opcnamespace join pg_am a on a.oid = c.opcmethod
    where c.opcname = 'gin_trgm_ops' and a.amname = 'gin' limit 1`.execute(db)).rows[0]?.schema;
  const found = await find();
  if (found) return found;
  await sql`savepoint answer_index_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm schema public`.execute(db);
    await sql`release savepoint answer_index_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint answer_index_trgm`.execute(db);
  }
  return find();
}
