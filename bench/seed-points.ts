import Database from 'better-sqlite3';
import { v7 } from 'uuid';
// The server's own rule for a point's map cell (docs/decisions/0012), from its build.
import { cellOf } from '@mitmachkarte/server/dist/db/map-cells.js';
import { mulberry32 } from '@mitmachkarte/server/dist/lib/seeded-random.js';

/** What the benchmark seeded: the layer to list and how many points it holds. */
export type Seeded = { workspaceId: string; layerId: string; points: number };

const VARIABLES = [
  { Name: 'Beschreibung', DataType: 'text', Question: 'Was ist zu sehen?', Options: [] },
  {
    Name: 'Zustand', DataType: 'single', Question: 'In welchem Zustand ist der Gully?',
    Options: [{ Key: 'gut', Label: 'gut' }, { Key: 'mittel', Label: 'mittel' }, { Key: 'schlecht', Label: 'schlecht' }],
  },
  { Name: 'Tiefe', DataType: 'number', Question: 'Wie tief ist das Wasser (cm)?', Options: [], Constraint: true, Minimum: 0, Maximum: 500 },
  { Name: 'Geruch', DataType: 'boolean', Question: 'Riecht es unangenehm?', Options: [] },
  { Name: 'Bedeckung', DataType: 'percent', Question: 'Wie viel der Öffnung ist bedeckt?', Options: [] },
].map((v) => ({
  Optional: false, MissingMsg: '', Description: '', Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '', ...v,
}));

const DESCRIPTIONS = [
  'Laub liegt auf dem Gitter', 'Wasser läuft nicht ab', 'Deckel klappert beim Überfahren',
  'Alles in Ordnung', 'Gitter verbogen, „Stolpergefahr“ für Radfahrer', 'Sand und Kies im Schacht',
];
const STATES = ['gut', 'mittel', 'schlecht'];


/** The five answers of point `i` as stored by the server (attributes column). */
function answersJson(i: number, next: () => number): string {
  return JSON.stringify({
    Beschreibung: { DataType: 'text', Value: `${DESCRIPTIONS[i % DESCRIPTIONS.length]} (Meldung ${i + 1})` },
    Zustand: { DataType: 'single', Value: STATES[Math.floor(next() * STATES.length)] },
    Tiefe: { DataType: 'number', Value: Math.round(next() * 3000) / 10 },
    Geruch: { DataType: 'boolean', Value: next() < 0.3 },
    Bedeckung: { DataType: 'percent', Value: Math.floor(next() * 101) },
  });
}

/** From this many points on, seedPoints makes the indexes of points after the rows. */
const BULK_POINTS = 10_000;

/** Writes a public, editable workspace and layer (five questions) and `points` public points with
 *  five answers each around Kassel into the SQLite file, with one prepared statement in one
 *  transaction (1,000,000 points in about 35 s on a busy machine with 2 CPUs). The server's migrations must have run on the file
 *  first (start and stop the server once). */
export function seedPoints(file: string, points: number): Seeded {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    // This connection only: a large page cache and no fsync until the end.
    db.pragma('cache_size = -262144');
    db.pragma('synchronous = OFF');
    // Many points: the indexes of points are dropped and made again after the rows, each in one
    // sorted pass (points_map is in map-cell order, not in the order of insertion), as the
    // migrations made them (their SQL as stored in sqlite_schema).
    const indexes = points < BULK_POINTS ? [] : db.prepare(`SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'points' AND sql IS NOT NULL`)
      .all() as { name: string; sql: string }[];
    const start = Date.parse('2026-01-01T08:00:00.000Z');
    const workspaceId = v7({ msecs: start });
    const layerId = v7({ msecs: start });
    const iso = new Date(start).toISOString();
    const next = mulberry32(20261121);

    const insertPoint = db.prepare(
      `INSERT INTO points (id, layer_id, latitude, longitude, cell, altitude, public, editable, attributes, created_at, updated_at, created_by, deleted_at, deleted_by)
       VALUES (?, ?, ?, ?, ?, 0, 1, 0, ?, ?, ?, NULL, NULL, NULL)`,
    );
    db.transaction(() => {
      db.prepare(
        `INSERT INTO workspaces (id, name, public, editable, owner_id, attributes, created_at, updated_at) VALUES (?, ?, 1, 1, NULL, '{}', ?, ?)`,
      ).run(workspaceId, 'Benchmark Kassel', iso, iso);
      db.prepare(
        `INSERT INTO layers (id, workspace_id, name, public, editable, attributes, schema, created_at, updated_at) VALUES (?, ?, ?, 1, 1, '{}', ?, ?, ?)`,
      ).run(layerId, workspaceId, 'Gullydeckel', JSON.stringify({ Schema: VARIABLES, Categories: [] }), iso, iso);
      for (const index of indexes) db.exec(`DROP INDEX "${index.name}"`);
      for (let i = 0; i < points; i++) {
        const msecs = start + 60_000 + i * 7_000; // one report every 7 s, in creation order
        const created = new Date(msecs).toISOString();
        const latitude = Math.round((51.3169 + (next() - 0.5) * 0.1) * 1e6) / 1e6;
        const longitude = Math.round((9.4757 + (next() - 0.5) * 0.16) * 1e6) / 1e6;
        insertPoint.run(v7({ msecs }), layerId, latitude, longitude, cellOf(longitude, latitude), answersJson(i, next), created, created);
      }
      for (const index of indexes) db.exec(index.sql);
    })();
    db.pragma('wal_checkpoint(TRUNCATE)');
    return { workspaceId, layerId, points };
  } finally {
    db.close();
  }
}

/** Writes another public workspace and layer with two points, on the south-western and the
 *  north-eastern corner of the extent of layer `likeLayerId`: a map fitted to it shows the same
 *  view with two pins instead of the layer's clusters (the floor of the map's own work). */
export function seedExtentCorners(file: string, likeLayerId: string): Seeded {
  const seeded = seedPoints(file, 2);
  const db = new Database(file);
  try {
    const box = db.prepare('SELECT min(longitude) AS w, min(latitude) AS s, max(longitude) AS e, max(latitude) AS n FROM points WHERE layer_id = ?')
      .get(likeLayerId) as { w: number; s: number; e: number; n: number };
    const ids = (db.prepare('SELECT id FROM points WHERE layer_id = ? ORDER BY id').all(seeded.layerId) as { id: string }[]).map((r) => r.id);
    const move = db.prepare('UPDATE points SET longitude = ?, latitude = ?, cell = ? WHERE id = ?');
    move.run(box.w, box.s, cellOf(box.w, box.s), ids[0]);
    move.run(box.e, box.n, cellOf(box.e, box.n), ids[1]);
    db.pragma('wal_checkpoint(TRUNCATE)');
    return seeded;
  } finally {
    db.close();
  }
}
