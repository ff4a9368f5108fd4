/** Baseline for points-list.bench.ts: the least a server can do for GET /api/v1/gis/points/{layerID}.
 *  Bare node:http, better-sqlite3 on the same file (WAL), the same columns, WHERE and ORDER BY as
 *  the server's listLivePointsOfLayer for an anonymous visitor (public points the moderation let
 *  through), rows mapped to the wire shape (answers parsed with JSON.parse, 0/1 to booleans, the
 *  official answer and the moderation state) and JSON.stringify. No access check, no
 *  sessions, no headers beyond the content type.
 *
 *  The benchmark transpiles this file and runs it with plain `node` (not tsx) so that its peak RSS
 *  is comparable with the server's. Environment: BASELINE_DB (SQLite file), PORT, HOST. */
import http from 'node:http';
import Database from 'better-sqlite3';

type Row = {
  id: string; layer_id: string; latitude: number; longitude: number; altitude: number; public: number; editable: number;
  attributes: string; status: string; status_changed_at: string | null; created_at: string; updated_at: string;
  answer_text: string; answer_org: string; answer_at: string | null; moderation: string; moderation_reason: string;
};

const file = process.env.BASELINE_DB;
if (!file) throw new Error('BASELINE_DB is not set');
const db = new Database(file, { fileMustExist: true });
db.pragma('journal_mode = WAL');

const listLivePublicPoints = db.prepare<[string], Row>(
  `SELECT id, layer_id, latitude, longitude, altitude, public, editable, attributes, status, status_changed_at, created_at, updated_at,
     answer_text, answer_org, answer_at, moderation, moderation_reason
   FROM points WHERE layer_id = ? AND deleted_at IS NULL AND public = 1 AND moderation = '' ORDER BY created_at, id`,
);

const PREFIX = '/api/v1/gis/points/';

const server = http.createServer((req, res) => {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !url.startsWith(PREFIX)) {
    res.writeHead(404).end();
    return;
  }
  const layerId = decodeURIComponent(url.slice(PREFIX.length).split('?')[0] ?? '');
  const body = JSON.stringify(listLivePublicPoints.all(layerId).map((r) => ({
    ID: r.id,
    Layer: r.layer_id,
    Latitude: r.latitude,
    Longitude: r.longitude,
    Altitude: r.altitude,
    Public: r.public === 1,
    Editable: r.editable === 1,
    CreatedAt: r.created_at,
    UpdatedAt: r.updated_at,
    Attributes: JSON.parse(r.attributes) as unknown,
    Status: r.status,
    StatusChangedAt: r.status_changed_at ?? r.created_at,
    OfficialAnswer: r.answer_text === '' ? null : { Text: r.answer_text, Organisation: r.answer_org, At: r.answer_at ?? r.updated_at },
    Moderation: r.moderation === '' ? null : { State: r.moderation, Reason: r.moderation_reason },
    CanEdit: false, // the benchmark asks as an anonymous visitor
    CanChange: false,
  })));
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});

const close = () => server.close(() => {
  db.close();
  process.exit(0);
});
process.on('SIGTERM', close);
process.on('SIGINT', close);
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
