import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, migratorOf, openDatabase } from '../../src/db/database.js';
import { DEMO_PAGE_CONTENT } from '../../src/seed/page-content.js';

/** The migration that makes the page texts organisation content (2026_11_26_0600_page_content,
 *  docs/product.md §17.3): the default organisation of an existing installation keeps the texts
 *  its pages showed, every other organisation starts without. SQLite here; the PostgreSQL run of
 *  the server suite migrates every test database through it as well. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-migration-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migration 2026_11_26_0600_page_content', () => {
  it('gives the default organisation the texts of the pages and the others none', async () => {
    const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'alt.sqlite') });
    try {
      const before = await (await migratorOf(db)).migrateTo('2026_11_26_0500_project_image');
      expect(before.error).toBeUndefined();
      const org = (id: string, host: string, isDefault: 0 | 1, at: string) =>
        ({ id, host, title: host, menu: '[]', other: '{}', is_default: isDefault, created_at: at, updated_at: at });
      await db.insertInto('organisations').values([
        org('o1', 'aelter.example', 0, '2026-01-01T00:00:00.000Z'),
        org('o2', 'haupt.example', 1, '2026-02-01T00:00:00.000Z'),
      ] as never).execute();

      await migrateToLatest(db);
      const content = Object.fromEntries((await db.selectFrom('organisations').select(['id', 'content']).execute()).map((r) => [r.id, JSON.parse(r.content)]));
      expect(content).toEqual({ o1: {}, o2: DEMO_PAGE_CONTENT });
      expect(content.o2['start.lead']).toBe('Gemeinsam für saubere Bäche, Flüsse und Seen: Melden Sie, was Ihnen an Gewässern in Ihrer Umgebung auffällt.');
    } finally {
      await db.destroy();
    }
  });
});
