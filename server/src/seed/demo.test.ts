import {
  DATA_TYPES, LayerSchema, ORG_SETTING_LAYER, ORG_SETTING_WORKSPACE, TRAM_SETTINGS, Variable,
  flattenCategories, questionnaireProblems, validateAnswers, withoutEmptyAnswers,
  type AttributeValue,
} from '@mitmachkarte/contract';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalImageStore, type ImageStore } from '../modules/images/image-store.js';
import { migrateToLatest, openDatabase, type Db } from '../db/database.js';
import { ensureAdminGroup, ensureKnownPermissions } from '../modules/groups/groups.service.js';
import { getOrgInfoForHost } from '../modules/organisations/organisations.service.js';
import { createFirstAdmin } from '../modules/users/users.service.js';
import { seedDemo } from './demo.js';
import { DEMO_PAGE_CONTENT } from './page-content.js';
import { TRAM_LAYER_NAME } from './tram-data.js';
import { DEMO_CENTRE, DEMO_LAYER_NAME, DEMO_TITLE, DEMO_WORKSPACE_NAME } from './water-data.js';

/** An image store in a fresh temporary folder (the tram layer's category icons). */
const tempImageStore = () => createLocalImageStore(fs.mkdtempSync(path.join(os.tmpdir(), 'mitmachkarte-seed-')));

/** A migrated in-memory database with the first administrator (as bootstrap.ts creates them). */
async function emptyDatabase(): Promise<{ db: Db; ownerId: string }> {
  const db = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(db);
  await ensureKnownPermissions(db);
  const ownerId = await createFirstAdmin(db, 'admin@example.org', 'kein-echter-hash', await ensureAdminGroup(db));
  return { db, ownerId };
}

async function seededDatabase(): Promise<{ db: Db; ownerId: string }> {
  const { db, ownerId } = await emptyDatabase();
  await seedDemo(db, ownerId, tempImageStore());
  return { db, ownerId };
}

const attributesOf = (text: string) => JSON.parse(text) as Record<string, AttributeValue>;

describe('seedDemo', () => {
  it('creates the organisation, workspace, layer and valid sample points', async () => {
    const { db, ownerId } = await seededDatabase();

    const workspaces = await db.selectFrom('workspaces').selectAll().where('name', '=', DEMO_WORKSPACE_NAME).execute();
    expect(workspaces).toHaveLength(1);
    const ws = workspaces[0]!;
    expect(ws).toMatchObject({ name: DEMO_WORKSPACE_NAME, public: 1, editable: 1, owner_id: ownerId });

    const layers = await db.selectFrom('layers').selectAll().where('workspace_id', '=', ws.id).execute();
    expect(layers).toHaveLength(1);
    const layer = layers[0]!;
    expect(layer).toMatchObject({ name: DEMO_LAYER_NAME, workspace_id: ws.id, public: 1, editable: 1 });

    const orgs = await db.selectFrom('organisations').selectAll().execute();
    expect(orgs).toHaveLength(1);
    expect(orgs[0]).toMatchObject({ host: 'localhost', menu: '[]' });
    // With no other organisation it serves every host (GET /auth/org).
    expect((await getOrgInfoForHost(db, 'unbekannt.example')).Title).toBe(DEMO_TITLE);
    // The demo's page texts, word for word the texts the pages showed before they became content.
    const info = await getOrgInfoForHost(db, 'localhost');
    expect(info.Content).toEqual(DEMO_PAGE_CONTENT);
    expect(info.ContentHtml['start.project']).toContain('<p>Bürgerinnen und Bürger beobachten die Gewässer vor ihrer Haustür');
    const other = JSON.parse(orgs[0]!.other) as Record<string, unknown>;
    expect(other[ORG_SETTING_WORKSPACE]).toBe(ws.id);
    expect(other[ORG_SETTING_LAYER]).toBe(layer.id);
    for (const value of Object.values(other)) expect(['string', 'number', 'boolean']).toContain(typeof value);

    const raw = JSON.parse(layer.schema) as { Schema: Record<string, unknown>[] };
    for (const v of raw.Schema) expect(Object.keys(v).sort()).toEqual(Object.keys(Variable.shape).sort());
    const schema = LayerSchema.parse(JSON.parse(layer.schema));
    expect(questionnaireProblems(schema.Schema, schema.Categories)).toEqual([]);
    const used = new Set(schema.Schema.map((v) => v.DataType));
    expect([...used].sort()).toEqual(DATA_TYPES.filter((t) => t !== 'geolocation').sort());
    for (const v of schema.Schema) {
      if (!v.Optional && (v.DataType === 'text' || v.DataType === 'single')) expect(v.MissingMsg).not.toBe('');
    }

    const points = await db.selectFrom('points').selectAll().where('layer_id', '=', layer.id).execute();
    expect(points.length).toBeGreaterThanOrEqual(30);
    const leaves = new Set<string>();
    for (const p of points) {
      expect(Math.abs(p.latitude - DEMO_CENTRE.Latitude)).toBeLessThan(0.1);
      expect(Math.abs(p.longitude - DEMO_CENTRE.Longitude)).toBeLessThan(0.1);
      expect(p).toMatchObject({ public: 1, editable: 0, deleted_at: null, created_by: ownerId });
      expect(p.updated_at).toBe(p.created_at);
      const attributes = attributesOf(p.attributes);
      expect(validateAnswers(schema, attributes), p.attributes).toEqual([]);
      expect(withoutEmptyAnswers(attributes)).toEqual(attributes);
      leaves.add(String(attributes.category?.Value));
    }
    const leafNames = flattenCategories(schema.Categories).filter((c) => !c.category.Children?.length).map((c) => c.category.Name);
    expect([...leaves].sort()).toEqual(leafNames.sort());

    await db.destroy();
  });

  it('is reproducible: the same points on every run', async () => {
    const shape = async () => {
      const { db } = await seededDatabase();
      const rows = await db.selectFrom('points').select(['latitude', 'longitude', 'altitude', 'attributes', 'created_at'])
        .orderBy('created_at').execute();
      await db.destroy();
      return rows;
    };
    expect(await shape()).toEqual(await shape());
  });

  it('adds the map-app settings and page texts to an existing localhost organisation', async () => {
    const { db, ownerId } = await emptyDatabase();
    const now = new Date().toISOString();
    await db.insertInto('organisations').values({
      id: 'org-1', host: 'localhost', title: 'Eigene', menu: '[]', other: '{"farbe":"blau"}', content: '{}', is_default: 1, created_at: now, updated_at: now,
    }).execute();
    await seedDemo(db, ownerId, tempImageStore());

    const orgs = await db.selectFrom('organisations').selectAll().execute();
    expect(orgs).toHaveLength(1);
    const layer = await db.selectFrom('layers').select(['id', 'workspace_id']).where('name', '=', DEMO_LAYER_NAME).executeTakeFirstOrThrow();
    const tram = await db.selectFrom('layers').select(['id', 'workspace_id']).where('name', '=', TRAM_LAYER_NAME).executeTakeFirstOrThrow();
    expect(JSON.parse(orgs[0]!.other)).toEqual({
      farbe: 'blau', [ORG_SETTING_WORKSPACE]: layer.workspace_id, [ORG_SETTING_LAYER]: layer.id,
      [TRAM_SETTINGS.workspace]: tram.workspace_id, [TRAM_SETTINGS.layer]: tram.id,
    });
    expect(orgs[0]!.title).toBe('Eigene');
    // Without page texts of its own it gains the demo's (docs/product.md §17.3).
    expect(JSON.parse(orgs[0]!.content)).toEqual(DEMO_PAGE_CONTENT);
    await db.destroy();
  });

  it('writes all or nothing: a failure half-way leaves no demo content behind', async () => {
    const { db, ownerId } = await emptyDatabase();
    const store = tempImageStore();
    // The tram icons come after the water layer and its points; the first one fails to store.
    const failing: ImageStore = { ...store, put: async () => { throw new Error('Speicher voll'); } };
    await expect(seedDemo(db, ownerId, failing)).rejects.toThrow('Speicher voll');
    for (const table of ['workspaces', 'layers', 'points', 'organisations', 'images'] as const) {
      expect(await db.selectFrom(table).select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(), table).toEqual({ n: 0 });
    }
    await db.destroy();
  });
});
