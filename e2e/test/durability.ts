/** The durability harness (docs/product.md §12.1): K concurrent writers create points with answers and a
 *  photo, comments and votes against the real server process and record every acknowledged id;
 *  meanwhile the server is killed with SIGKILL at random moments and restarted on the same
 *  DATA_DIR (and database). At the end the store is reconciled: every acknowledged id is there,
 *  no point is partial or doubled, no row names a missing file, and the server's `fsck` (PRAGMA
 *  integrity_check on SQLite) is clean. Used by durability.test.ts (short form, CI) and
 *  bench/durability.bench.ts (long form). */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import type { Comment, Layer, Point, VoteCounts, Workspace } from '@mitmachkarte/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, HttpClient, makeTempDir, SERVER_MAIN, type ServerProcess, startServer } from './server-process.js';

export type DurabilityOptions = {
  /** SIGKILLs of the server during the run. */
  kills: number;
  /** Concurrent writers (each its own login session). */
  writers: number;
  /** PostgreSQL URL of a database the harness may wipe (its schema `public` is recreated); unset: SQLite. */
  postgresUrl?: string;
  /** The server runs this long (ms, uniformly at random between the two) before each kill, and at
   *  least until a point was acknowledged since its start. */
  upMs?: [number, number];
  /** Progress lines (e.g. console.log). */
  log?: (line: string) => void;
};

export type DurabilityReport = {
  database: 'sqlite' | 'postgres';
  kills: number;
  acknowledged: { points: number; images: number; comments: number; votes: number };
  /** Requests that failed because the server was killed or restarting (retried or given up). */
  interrupted: number;
  /** Point and comment requests answered from their Idempotency-Key after a retry. */
  replayed: number;
  /** Everything the reconciliation found wrong; empty when the promise holds. */
  failures: string[];
  fsckOutput: string;
  durationMs: number;
};

/** A valid RGB PNG of `size`×`size` pixels (a gradient coloured by `seed`), made without an
 *  image library. */
export function makePng(seed: number, size = 8): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.concat(Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set([seed & 255, (seed >> 8) & 255, (x * 31 + y * 7) & 255], 1 + x * 3);
    return row;
  }));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0)),
  ]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = ([lo, hi]: [number, number]) => lo + Math.random() * (hi - lo);

/** Empties the PostgreSQL database of `url` (schema public dropped and created again) with psql. */
export function resetPostgres(url: string): void {
  const res = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-q', '-c', 'DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public;'], { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`psql could not reset ${url}: ${res.stderr || res.error?.message}`);
}

/** The server that runs now; writers follow it across restarts. */
type Current = { server: ServerProcess };

/** One request to whichever server runs now. Network errors (the server was killed) and 503
 *  (shutting down) come back as `undefined`; other answers as status and parsed body. */
async function send(current: Current, client: HttpClient, method: 'GET' | 'POST', apiPath: string, body?: unknown, headers: Record<string, string> = {}) {
  const base = current.server.baseUrl;
  const all: Record<string, string> = { accept: 'application/json', ...headers };
  if (client.cookies.size) all.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (method === 'POST') all['x-xsrf-token'] = decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '');
  let payload: Uint8Array<ArrayBuffer> | string | undefined;
  if (Buffer.isBuffer(body)) {
    all['content-type'] = 'application/octet-stream';
    payload = new Uint8Array(body);
  } else if (body !== undefined) {
    all['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  try {
    const res = await fetch(`${base}${API}${apiPath}`, { method, headers: all, body: payload, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    if (res.status === 503) return undefined;
    return { status: res.status, body: (text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text) as unknown };
  } catch {
    return undefined;
  }
}

const SCHEMA = {
  Schema: [
    { Name: 'Titel', DataType: 'text', Question: 'Was haben Sie gesehen?', Optional: false, MissingMsg: 'Bitte geben Sie einen Titel an.', Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' },
    { Name: 'Menge', DataType: 'number', Question: 'Wie viele?', Optional: false, MissingMsg: 'Bitte geben Sie eine Zahl an.', Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' },
    { Name: 'Foto', DataType: 'image', Question: 'Foto', Optional: false, MissingMsg: 'Bitte laden Sie ein Foto hoch.', Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' },
  ],
  Categories: [],
};

type Acked = { points: Map<string, string>; images: Set<string>; comments: { id: string; point: string }[]; votes: Set<string> };

/** One writer: upload a photo, create a point naming it (Idempotency-Key, retried across kills
 *  until answered), comment on it (Idempotency-Key) and vote on it, until `stop`. Every 200 is
 *  recorded as acknowledged. */
async function writer(n: number, current: Current, client: HttpClient, layerId: string, acked: Acked, stats: { interrupted: number; replayed: number }, stop: () => boolean) {
  const untilAnswered = async (method: 'POST', path: string, body: unknown, headers?: Record<string, string>) => {
    for (let attempt = 0; ; attempt++) {
      const res = await send(current, client, method, path, body, headers);
      if (res) return { ...res, retried: attempt > 0 };
      stats.interrupted++;
      await sleep(100);
    }
  };
  for (let step = 0; !stop(); step++) {
    const upload = await send(current, client, 'POST', '/gis/images/upload', makePng(n * 1000 + step));
    if (!upload) { stats.interrupted++; await sleep(100); continue; }
    if (upload.status === 429) { await sleep(300); continue; }
    if (upload.status !== 200) throw new Error(`writer ${n}: upload answered ${upload.status} ${JSON.stringify(upload.body)}`);
    const imageId = (upload.body as { Id: string }).Id;
    acked.images.add(imageId);

    const title = `Schreiber ${n} Schritt ${step}`;
    const point = await untilAnswered('POST', '/gis/point', {
      Layer: layerId, Latitude: 51.3 + n / 100, Longitude: 9.47 + step / 10_000,
      Attributes: { Titel: { DataType: 'text', Value: title }, Menge: { DataType: 'number', Value: step }, Foto: { DataType: 'image', Value: imageId } },
    }, { 'idempotency-key': randomUUID() });
    if (point.status !== 200) throw new Error(`writer ${n}: point answered ${point.status} ${JSON.stringify(point.body)}`);
    if (point.retried) stats.replayed++;
    const pointId = (point.body as Point).ID;
    acked.points.set(pointId, title);

    const comment = await untilAnswered('POST', '/gis/comment', { PointID: pointId, Text: `Kommentar zu ${title}` }, { 'idempotency-key': randomUUID() });
    if (comment.status !== 200) throw new Error(`writer ${n}: comment answered ${comment.status} ${JSON.stringify(comment.body)}`);
    acked.comments.push({ id: (comment.body as Comment).ID, point: pointId });

    const vote = await untilAnswered('POST', `/gis/vote/${pointId}`, { Vote: 1 });
    if (vote.status !== 200) throw new Error(`writer ${n}: vote answered ${vote.status} ${JSON.stringify(vote.body)}`);
    acked.votes.add(pointId);
  }
}

/** Runs the harness and returns what it found (never throws for a broken promise: the caller
 *  asserts `failures` is empty). Throws when the set-up itself fails. */
export async function runDurability(opts: DurabilityOptions): Promise<DurabilityReport> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const upMs = opts.upMs ?? [200, 900];
  if (opts.postgresUrl) resetPostgres(opts.postgresUrl);
  const dataDir = makeTempDir('mitmachkarte-durability-');
  // All writers use the admin account from one address: its hourly write quotas and the uploads
  // per IP (docs/security.md, Limits) are lifted. On PostgreSQL the counters outlive a restart (they
  // are kept in the database), so 60 uploads an hour would stop the writers after a few kills.
  const unlimited = '1000000';
  const env = {
    DATABASE_URL: opts.postgresUrl, LOG_LEVEL: 'error',
    RATE_LIMIT_ACCOUNT_POINTS_PER_HOUR: unlimited, RATE_LIMIT_ACCOUNT_COMMENTS_PER_HOUR: unlimited, RATE_LIMIT_ACCOUNT_VOTES_PER_HOUR: unlimited,
    RATE_LIMIT_IMAGE_UPLOAD_PER_HOUR: unlimited,
  };
  const current: Current = { server: await startServer({ dataDir, env }) };

  const admin = new HttpClient(current.server.baseUrl);
  await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
  const workspace = await admin.ok(admin.post<Workspace>('/gis/workspace', { Name: 'Dauertest', Public: true, Editable: true }), 'workspace');
  const layer = await admin.ok(admin.post<Layer>('/gis/layer', { Name: 'Beobachtungen', Workspace: workspace.ID, Public: true, Editable: true, Schema: SCHEMA }), 'layer');
  const clients: HttpClient[] = [];
  for (let i = 0; i < opts.writers; i++) {
    const c = new HttpClient(current.server.baseUrl);
    await c.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    clients.push(c);
  }

  const acked: Acked = { points: new Map(), images: new Set(), comments: [], votes: new Set() };
  const stats = { interrupted: 0, replayed: 0 };
  let stopping = false;
  const writers = clients.map((c, i) => writer(i, current, c, layer.ID, acked, stats, () => stopping));
  const failures: string[] = [];
  const writersFailed = Promise.all(writers).then(() => undefined, (err: unknown) => { failures.push(String(err)); stopping = true; });

  for (let k = 1; k <= opts.kills && !stopping; k++) {
    const pointsBefore = acked.points.size;
    await sleep(between(upMs));
    // On a loaded machine a life of upMs may end before any write got through; such a kill would
    // prove nothing. A life therefore lasts until a point was acknowledged in it (at most 20 s).
    for (let waited = 0; acked.points.size === pointsBefore && waited < 20_000 && !stopping; waited += 50) await sleep(50);
    current.server.child.kill('SIGKILL');
    await current.server.exited;
    current.server = await startServer({ dataDir, env });
    if (k % 5 === 0 || k === opts.kills) log(`${k} kills, ${acked.points.size} points acknowledged`);
  }
  await sleep(500);
  stopping = true;
  await writersFailed;

  // Reconcile through the API of the last server …
  const points = await admin.ok(new HttpClient(current.server.baseUrl, admin.cookies).get<Point[]>(`/gis/points/${layer.ID}`), 'points');
  const byId = new Map(points.map((p) => [p.ID, p]));
  for (const [id, title] of acked.points) {
    if (!byId.has(id)) failures.push(`acknowledged point ${id} (${title}) is missing`);
  }
  const titles = new Map<string, number>();
  for (const p of points) {
    const a = p.Attributes;
    const title = a.Titel?.Value;
    if (typeof title !== 'string' || typeof a.Menge?.Value !== 'number' || typeof a.Foto?.Value !== 'string') {
      failures.push(`point ${p.ID} is partial: ${JSON.stringify(a)}`);
      continue;
    }
    titles.set(title, (titles.get(title) ?? 0) + 1);
    const image = await send(current, admin, 'GET', `/gis/image/norm/${a.Foto.Value}`);
    if (image?.status !== 200) failures.push(`point ${p.ID} names image ${a.Foto.Value}, which answers ${image?.status ?? 'nothing'}`);
  }
  for (const [title, n] of titles) if (n > 1) failures.push(`${n} points for one request (${title})`);
  for (const id of acked.images) {
    const image = await send(current, admin, 'GET', `/gis/image/orig/${id}`);
    if (image?.status !== 200) failures.push(`acknowledged image ${id} answers ${image?.status ?? 'nothing'}`);
  }
  const commentsOf = new Map<string, Set<string>>();
  for (const { id, point } of acked.comments) {
    if (!commentsOf.has(point)) {
      const res = await send(current, admin, 'GET', `/gis/comments/${point}`);
      commentsOf.set(point, new Set(res?.status === 200 ? (res.body as Comment[]).map((c) => c.ID) : []));
    }
    if (!commentsOf.get(point)!.has(id)) failures.push(`acknowledged comment ${id} of point ${point} is missing`);
  }
  for (const point of acked.votes) {
    const res = await send(current, admin, 'GET', `/gis/votes/${point}`);
    const counts = res?.body as VoteCounts | undefined;
    if (res?.status !== 200 || counts?.Up !== 1 || counts.Mine !== 1) failures.push(`acknowledged vote on ${point}: ${JSON.stringify(res?.body)}`);
  }

  // … then the store itself: a clean stop, and fsck (image rows and files, integrity_check).
  const exit = await current.server.stop();
  if (exit.code !== 0) failures.push(`the last server exited with ${JSON.stringify(exit)} after SIGTERM`);
  const fsck = spawnSync(process.execPath, [SERVER_MAIN, 'fsck'], {
    cwd: dataDir, encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: opts.postgresUrl ?? '', LOG_LEVEL: 'warn' },
  });
  const fsckOutput = `${fsck.stdout}${fsck.stderr}`.trim();
  if (fsck.status !== 0) failures.push(`fsck exited with ${fsck.status}:\n${fsckOutput}`);
  if (!opts.postgresUrl && !fsckOutput.includes('database integrity: ok')) failures.push(`PRAGMA integrity_check is not ok:\n${fsckOutput}`);

  return {
    database: opts.postgresUrl ? 'postgres' : 'sqlite',
    kills: opts.kills,
    acknowledged: { points: acked.points.size, images: acked.images.size, comments: acked.comments.length, votes: acked.votes.size },
    interrupted: stats.interrupted,
    replayed: stats.replayed,
    failures,
    fsckOutput,
    durationMs: Date.now() - started,
  };
}
