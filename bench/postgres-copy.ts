import Database from 'better-sqlite3';
import pg from 'pg';

/** A PostgreSQL database of a benchmark's own, made on the server of `serverUrl`
 *  (BENCH_DATABASE_URL) and dropped again by `drop`: the server under test migrates it like a
 *  new installation. Needs the right to create databases (the URL's user). */
export async function makeBenchDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Rows of one insert: PostgreSQL takes at most 65,535 parameters per statement. */
const BATCH = 1000;

/** Copies the rows `where` selects of SQLite table `table` into the same table of PostgreSQL,
 *  column by column (both have the schema of the same migrations), `map` changing a row first. */
async function copyTable(sqlite: Database.Database, client: pg.Client, table: string, where = '1 = 1', map = (r: Record<string, unknown>) => r): Promise<number> {
  const rows = (sqlite.prepare(`SELECT * FROM ${table} WHERE ${where}`).all() as Record<string, unknown>[]).map(map);
  if (rows.length === 0) return 0;
  const columns = Object.keys(rows[0]!);
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const values: unknown[] = [];
    const tuples = batch.map((row) => `(${columns.map((c) => `$${values.push(row[c])}`).join(', ')})`);
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, values);
  }
  return rows.length;
}

/** Copies the benchmark's layer (workspace, layer, points, their votes and comments, the voters)
 *  from the seeded SQLite file into the PostgreSQL database of `url`, whose server has made the
 *  same admin account (`ownerEmail`, owner of the workspace there as in SQLite); the database's
 *  triggers fill its answer index as they do for every insert. Ends with VACUUM ANALYZE, as
 *  autovacuum would after such a load. Returns the points copied. */
export async function copyLayerToPostgres(file: string, url: string, workspaceId: string, ownerEmail: string): Promise<number> {
  const sqlite = new Database(file, { readonly: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const owner = (await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ownerEmail])).rows[0]!.id;
    await client.query('BEGIN');
    await copyTable(sqlite, client, 'users', `email LIKE 'waehler-%'`);
    await copyTable(sqlite, client, 'workspaces', `id = '${workspaceId}'`, (r) => ({ ...r, owner_id: owner }));
    await copyTable(sqlite, client, 'layers', `workspace_id = '${workspaceId}'`);
    const points = await copyTable(sqlite, client, 'points', `layer_id IN (SELECT id FROM layers WHERE workspace_id = '${workspaceId}')`);
    await copyTable(sqlite, client, 'point_votes');
    await copyTable(sqlite, client, 'comments');
    await client.query('COMMIT');
    // VACUUM sets the visibility map, which index-only scans (the counts) need, as autovacuum
    // would some time after such a load; ANALYZE gives the planner the tables' figures.
    await client.query('VACUUM ANALYZE');
    return points;
  } finally {
    await client.end();
    sqlite.close();
  }
}
