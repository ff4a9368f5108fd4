import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll } from 'vitest';
import { type Db, openDatabase } from '../src/db/database.js';

/** An empty database for a migration test, and how to drop it again. */
export type MigrationDatabase = [name: string, open: () => Promise<{ db: Db; drop: () => Promise<void> }>];

/** The databases a migration test runs on: SQLite in a temporary folder (removed after the file's
 *  tests), and PostgreSQL in a schema of its own named after `label` when TEST_DATABASE_URL is set. */
export function migrationDatabases(label: string): MigrationDatabase[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const databases: MigrationDatabase[] = [
    ['SQLite', async () => ({ db: openDatabase({ kind: 'sqlite', file: path.join(dir, 'alt.sqlite') }), drop: async () => undefined })],
  ];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    databases.push(['PostgreSQL', async () => {
      const schema = `${label.replaceAll('-', '_')}_${process.pid}`;
      const admin = async (query: string) => {
        const client = new pg.Client({ connectionString: pgUrl });
        await client.connect();
        await client.query(query).finally(() => client.end());
      };
      await admin(`CREATE SCHEMA ${schema}`);
      return { db: openDatabase({ kind: 'postgres', url: pgUrl }, { pgSearchPath: schema }), drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
    }]);
  }
  return databases;
}
