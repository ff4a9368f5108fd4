import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/db/database.js';

/** A database with every migration run, made once per test process and copied for each test app
 *  (test-app.ts): the migrations took most of an app's start (about 0.3 s alone, several seconds
 *  beside the browser tests), and the suite starts hundreds of apps (docs/architecture.md §10).
 *  The copy is the same as a migrated database: the migrator finds every migration done, and the
 *  migration tests (test/db/) migrate databases of their own. */

const run = promisify(execFile);

let sqliteTemplate: Promise<string> | undefined;

/** The path of a migrated SQLite database file to copy, made on first use. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-template-')), 'migrated.sqlite');
    const db = openDatabase({ kind: 'sqlite', file });
    await migrateToLatest(db);
    // Closing checkpoints the write-ahead log into the file: the file alone is the database.
    await db.destroy();
    process.once('exit', () => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
    return file;
  })();
  return sqliteTemplate;
}

/** Writes a migrated SQLite database to `file` (which must not exist yet). */
export async function copyMigratedSqlite(file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.copyFileSync(await migratedSqliteFile(), file, fs.constants.COPYFILE_EXCL);
}

/** The placeholder schema name in the PostgreSQL template's SQL: unique enough never to occur in
 *  a migration's text. */
const TEMPLATE_SCHEMA = `mmk_template_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
let postgresTemplate: Promise<string | undefined> | undefined;

/** The SQL that makes the migrated schema TEMPLATE_SCHEMA (pg_dump of a schema migrated once, with
 *  its rows as INSERTs), or undefined where pg_dump is not installed: then each app migrates. */
function migratedPostgresSql(url: string): Promise<string | undefined> {
  postgresTemplate ??= (async () => {
    await withPg(url, (c) => c.query(`CREATE SCHEMA ${TEMPLATE_SCHEMA}`));
    try {
      const db = openDatabase({ kind: 'postgres', url }, { pgSearchPath: TEMPLATE_SCHEMA });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      const { stdout } = await run('pg_dump', ['--dbname', url, '--schema', TEMPLATE_SCHEMA, '--inserts', '--no-owner', '--no-privileges'],
        { maxBuffer: 64 * 1024 * 1024 });
      // Newer pg_dump brackets its output in psql meta-commands (`\restrict`): not SQL.
      return stdout.split('\n').filter((line) => !line.startsWith('\\')).join('\n');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    } finally {
      await withPg(url, (c) => c.query(`DROP SCHEMA IF EXISTS ${TEMPLATE_SCHEMA} CASCADE`));
    }
  })();
  return postgresTemplate;
}

/** Creates `schema` in the PostgreSQL database at `url`, migrated (from the template where
 *  pg_dump exists, else empty, for the app to migrate). */
export async function createMigratedSchema(url: string, schema: string): Promise<void> {
  const template = await migratedPostgresSql(url);
  await withPg(url, (c) => c.query(template ? template.replaceAll(TEMPLATE_SCHEMA, schema) : `CREATE SCHEMA ${schema}`));
}

/** Runs `fn` with a client of its own on the PostgreSQL database at `url`. */
export async function withPg<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
