/** Several instances behind a load balancer (docs/deployment.md, docs/runtime.md §5): three
 *  real server processes on one PostgreSQL database, with their rate-limit counters in Redis and
 *  their images in an S3 bucket (s3rver), behind nginx run with the configuration the deployment
 *  guide quotes (docs/nginx-mitmachkarte.conf). Needs a PostgreSQL database the test may wipe in
 *  MULTI_INSTANCE_DATABASE_URL (.ci/run runs it so, with its own database
 *  mitmachkarte_multi_instance), nginx, and Redis at MULTI_INSTANCE_REDIS_URL (default
 *  redis://127.0.0.1:6379). Without the database only the guide's copy of the configuration is
 *  checked, and a line says so. MULTI_INSTANCE_LOAD_S sets the length of the write load during
 *  which an instance is killed (default 60 s). */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Layer, Workspace } from '@mitmachkarte/contract';
import { S3Peer, S3RVER_KEY } from '../../server/test/s3-peer.js';
import { makePng, resetPostgres } from './durability.js';
import {
  freshLoopbackIp, listAllPoints, NGINX_TEMPLATE, NginxProxy, type ProxyLogLine, reconcile, reservePort, Visitor, writeLoad,
} from './multi-instance.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, cleanup, makeTempDir, type ServerProcess, startServer } from './server-process.js';

const databaseUrl = process.env.MULTI_INSTANCE_DATABASE_URL;
const redisUrl = process.env.MULTI_INSTANCE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOAD_MS = Number(process.env.MULTI_INSTANCE_LOAD_S ?? 60) * 1000;
const WRITERS = 4;
/** RATE_LIMIT_LOGIN_PER_MINUTE's default (server/src/lib/rate-limits.ts); a multiple of 6. */
const LOGINS_PER_MINUTE = 30;
/** The per-account limit of comments the instances get (a multiple of 3). */
const COMMENTS_PER_HOUR = 6;
const BUCKET = 'mitmachkarte-multi';

describe('the deployment guide', () => {
  it('quotes the nginx configuration that the multi-instance test runs, line for line', () => {
    const guide = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/deployment.md'), 'utf8');
    expect(guide).toContain(`\`\`\`nginx\n${fs.readFileSync(NGINX_TEMPLATE, 'utf8')}\`\`\``);
  });
});

type Instance = { name: string; port: number; dataDir: string; server: ServerProcess };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** An event stream (Server-Sent Events) opened with GET `url`: waits for the first event whose
 *  data matches, and closes. Throws unless the answer is 200. */
function openEventStream(url: string): Promise<{ first: (match: (data: string) => boolean, ms: number) => Promise<string>; close: () => void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`${url} answered ${res.statusCode}`));
        return;
      }
      const data: string[] = [];
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (const line of chunk.split('\n')) if (line.startsWith('data: ')) data.push(line.slice(6));
      });
      const first = (match: (d: string) => boolean, ms: number) => waitFor(`an event on ${url}`, () => data.some(match), ms).then(() => data.find(match)!);
      resolve({ first, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

/** Polls `check` until it answers true; throws `what` after `timeoutMs`. */
async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms in vain: ${what}`);
    await sleep(50);
  }
}

function describeThreeInstances(databaseUrl: string) {
  describe('three instances on PostgreSQL behind nginx', () => {
    const instances: Instance[] = [];
    const visitors: Visitor[] = [];
    let peer: S3Peer;
    let proxy: NginxProxy;
    let env: Record<string, string>;
    let admin: Visitor;
    let layer: Layer;

    /** The instance an upstream address of the access log names. */
    const nameOf = (upstream: string | undefined) => instances.find((i) => upstream === `127.0.0.1:${i.port}`)?.name ?? `? ${upstream}`;
    /** The instance that answered a line (the last one nginx asked). */
    const answeredBy = (line: ProxyLogLine) => nameOf(line.upstreams.at(-1));
    const logSince = (from: number, method: string, uri: string) => proxy.readLog().slice(from).filter((l) => l.method === method && l.uri === `${API}${uri}`);
    /** logSince, once it holds `count` lines: nginx writes a request's line after it has sent the
     *  answer, so the client may read the log before the last line is there. */
    const loggedSince = async (from: number, method: string, uri: string, count: number) => {
      await waitFor(`${count} × ${method} ${uri} in the access log`, () => logSince(from, method, uri).length >= count);
      return logSince(from, method, uri);
    };
    const visitor = (ip: string) => {
      const v = new Visitor(ip);
      visitors.push(v);
      return v;
    };
    const start = (i: Pick<Instance, 'dataDir' | 'port'>) => startServer({ dataDir: i.dataDir, port: i.port, env });
    async function isHealthy(i: Instance): Promise<boolean> {
      try {
        return (await fetch(`${i.server.baseUrl}${API}/health`, { signal: AbortSignal.timeout(2_000) })).status === 200;
      } catch {
        return false;
      }
    }
    /** Writers, each logged in through the proxy with a session of its own, from one address. */
    async function writers(): Promise<Visitor[]> {
      const ip = freshLoopbackIp();
      return Promise.all(Array.from({ length: WRITERS }, async () => {
        const w = visitor(ip);
        await w.ok(w.send(proxy.baseUrl, 'POST', '/auth/login', { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD }), 'writer login');
        return w;
      }));
    }

    beforeAll(async () => {
      resetPostgres(databaseUrl);
      peer = await S3Peer.start([BUCKET]);
      const proxyPort = await reservePort();
      env = {
        DATABASE_URL: databaseUrl, REDIS_URL: redisUrl,
        IMAGE_STORE: 's3', S3_ENDPOINT: peer.endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: S3RVER_KEY.accessKeyId, S3_SECRET_ACCESS_KEY: S3RVER_KEY.secretAccessKey,
        TRUST_PROXY: 'true', PUBLIC_URL: `http://127.0.0.1:${proxyPort.port}`,
        RATE_LIMIT_ACCOUNT_POINTS_PER_HOUR: '1000000', RATE_LIMIT_ACCOUNT_COMMENTS_PER_HOUR: String(COMMENTS_PER_HOUR),
        // The write loads below write as the administrator, who as staff has a quota of their own
        // (docs/security.md, Limits).
        RATE_LIMIT_STAFF_WRITES_PER_HOUR: '1000000',
      };
      // The first instance migrates the empty database and creates the administrator; the other
      // two start on it together.
      const dirs = ['A', 'B', 'C'].map((name) => ({ name, dataDir: makeTempDir(`mitmachkarte-instance-${name}-`) }));
      const first = await startServer({ dataDir: dirs[0]!.dataDir, env });
      const rest = await Promise.all(dirs.slice(1).map((d) => startServer({ dataDir: d.dataDir, env })));
      [first, ...rest].forEach((server, k) => instances.push({ ...dirs[k]!, port: server.port, server }));
      await proxyPort.release();
      proxy = await NginxProxy.start(makeTempDir('mitmachkarte-nginx-'), instances.map((i) => `127.0.0.1:${i.port}`), proxyPort.port);

      admin = visitor(freshLoopbackIp());
      await admin.ok(admin.send(proxy.baseUrl, 'POST', '/auth/login', { Email: ADMIN_EMAIL, Password: ADMIN_PASSWORD }), 'admin login');
      const workspace = await admin.ok<Workspace>(admin.send(proxy.baseUrl, 'POST', '/gis/workspace', { Name: 'Mehrere Instanzen', Public: true, Editable: true }), 'workspace');
      const schema = { Schema: [{ Name: 'Titel', DataType: 'text', Question: 'Titel', Optional: false, MissingMsg: 'Bitte geben Sie einen Titel an.', Options: [], Constraint: false, Minimum: 0, Maximum: 0, CategoryCondition: '' }], Categories: [] };
      layer = await admin.ok<Layer>(admin.send(proxy.baseUrl, 'POST', '/gis/layer', { Name: 'Last', Workspace: workspace.ID, Public: true, Editable: true, Schema: schema }), 'layer');
    }, 90_000);

    afterAll(async () => {
      for (const v of visitors) v.close();
      await proxy?.stop();
      await cleanup();
      await peer?.stop();
    });

    it('reads an image uploaded through instance A through instance B and through the proxy from each instance', async () => {
      const [a, b] = instances as [Instance, Instance, Instance];
      const png = makePng(4711, 16);
      const { Id } = await admin.ok<{ Id: string }>(admin.send(a.server.baseUrl, 'POST', '/gis/images/upload', png), 'upload through A');
      const uri = `/gis/image/orig/${Id}`;
      const fromA = await admin.send(a.server.baseUrl, 'GET', uri);
      const fromB = await admin.send(b.server.baseUrl, 'GET', uri);
      expect(fromA.status).toBe(200);
      expect(fromB.status).toBe(200);
      expect(fromB.body).toEqual(fromA.body);
      // The bytes are in the bucket, in no instance's DATA_DIR.
      expect((fs.readdirSync(peer.dir, { recursive: true }) as string[]).some((f) => f.includes(Id))).toBe(true);
      for (const i of instances) expect((fs.readdirSync(i.dataDir, { recursive: true }) as string[]).filter((f) => f.includes(Id))).toEqual([]);

      const from = proxy.readLog().length;
      for (let k = 0; k < 3; k++) {
        const res = await admin.send(proxy.baseUrl, 'GET', uri);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(fromA.body);
      }
      expect(new Set((await loggedSince(from, 'GET', uri, 3)).map(answeredBy))).toEqual(new Set(['A', 'B', 'C']));
    });

    it('delivers a point created through instance A to event streams on instance C and through the proxy within 2 s', async () => {
      const [a, , c] = instances as [Instance, Instance, Instance];
      const url = (base: string) => `${base}${API}/gis/events?layer=${layer.ID}`;
      const streams = await Promise.all([url(c.server.baseUrl), url(proxy.baseUrl)].map(openEventStream));
      const sent = Date.now();
      const point = await admin.ok<{ ID: string }>(admin.send(a.server.baseUrl, 'POST', '/gis/point', {
        Layer: layer.ID, Latitude: 51.31, Longitude: 9.47, Attributes: { Titel: { DataType: 'text', Value: 'Live' } },
      }), 'point through A');
      for (const stream of streams) {
        const event = await stream.first((data) => data.includes(point.ID), 2_000);
        expect(event).toContain('"Type":"point.created"');
        stream.close();
      }
      expect(Date.now() - sent).toBeLessThan(2_000);
      // nginx logs a request when it ends: the closed stream's line comes now, not in a later test's slice.
      await waitFor('the closed stream in the access log', () => proxy.readLog().some((l) => l.uri === `${API}/gis/events`));
    });

    it('keeps the token of a mail link out of the access log', async () => {
      const token = randomUUID();
      const from = proxy.readLog().length;
      await admin.send(proxy.baseUrl, 'GET', `/auth/activatejson/${token}`);
      await loggedSince(from, 'GET', '/auth/activatejson/TOKEN', 1);
      expect(proxy.readLog().slice(from).map((l) => l.uri)).toEqual([`${API}/auth/activatejson/TOKEN`]);
      expect(fs.readFileSync(proxy.accessLog, 'utf8')).not.toContain(token);
    });

    it(`refuses the ${LOGINS_PER_MINUTE + 1}st login of a client address in a minute whichever instance answers`, async () => {
      const client = visitor(freshLoopbackIp());
      const run = randomUUID().slice(0, 8);
      const login = (base: string, n: number) => client.send(base, 'POST', '/auth/login', { Email: `unbekannt-${run}-${n}@example.org`, Password: 'falsches-Passwort-1' });
      const from = proxy.readLog().length;
      // Six at a time (each checks a password at the production cost): the 30 stay well within the
      // minute. One counter for the address, whichever instance counts an attempt: the answers
      // name each remaining number from 29 down to 0 once.
      const remaining: number[] = [];
      for (let n = 1; n <= LOGINS_PER_MINUTE; n += 6) {
        const batch = await Promise.all([0, 1, 2, 3, 4, 5].map((k) => login(proxy.baseUrl, n + k)));
        for (const res of batch) {
          expect(res.status, res.text).toBe(401);
          remaining.push(Number(res.headers['x-ratelimit-remaining']));
        }
      }
      expect(remaining.sort((x, y) => x - y)).toEqual(Array.from({ length: LOGINS_PER_MINUTE }, (_, k) => k));
      for (let n = 1; n <= 6; n++) expect((await login(proxy.baseUrl, LOGINS_PER_MINUTE + n)).status).toBe(429);
      for (const i of instances) expect((await login(i.server.baseUrl, 100)).status, `directly at ${i.name}`).toBe(429);

      const lines = logSince(from, 'POST', '/auth/login');
      const allowed = lines.filter((l) => l.status === 401).map(answeredBy);
      const refused = lines.filter((l) => l.status === 429).map(answeredBy);
      expect(allowed).toHaveLength(LOGINS_PER_MINUTE);
      for (const name of ['A', 'B', 'C']) {
        // Each instance counted some of the 30 (none all of them) and refused later ones.
        expect(allowed.filter((n) => n === name).length, name).toBeGreaterThan(0);
        expect(allowed.filter((n) => n === name).length, name).toBeLessThan(LOGINS_PER_MINUTE);
        expect(refused, name).toContain(name);
      }
    });

    it(`refuses the ${COMMENTS_PER_HOUR + 1}th comment of an account in an hour whichever instance answers`, async () => {
      const point = await admin.ok<{ ID: string }>(admin.send(proxy.baseUrl, 'POST', '/gis/point', {
        Layer: layer.ID, Latitude: 51.31, Longitude: 9.48, Attributes: { Titel: { DataType: 'text', Value: 'Kommentare' } },
      }), 'point');
      // A citizen: staff are not held to the citizens' quotas (docs/security.md, Limits).
      const citizenEmail = `buergerin-${randomUUID().slice(0, 8)}@example.org`;
      await admin.ok(admin.send(proxy.baseUrl, 'POST', '/admin/user', {
        Name: 'Bürgerin', Email: citizenEmail, Password: 'Kommentar-Passwort-9', Active: true, Groups: [], Attributes: [],
      }), 'citizen');
      const citizen = visitor(freshLoopbackIp());
      await citizen.ok(citizen.send(proxy.baseUrl, 'POST', '/auth/login', { Email: citizenEmail, Password: 'Kommentar-Passwort-9' }), 'citizen login');
      const comment = (base: string, n: number) => citizen.send(base, 'POST', '/gis/comment', { PointID: point.ID, Text: `Kommentar ${n}` });
      const from = proxy.readLog().length;
      for (let n = 1; n <= COMMENTS_PER_HOUR; n++) expect((await comment(proxy.baseUrl, n)).status).toBe(200);
      for (let n = 1; n <= 3; n++) expect((await comment(proxy.baseUrl, COMMENTS_PER_HOUR + n)).status).toBe(429);
      for (const i of instances) expect((await comment(i.server.baseUrl, 100)).status, `directly at ${i.name}`).toBe(429);
      const lines = await loggedSince(from, 'POST', '/gis/comment', COMMENTS_PER_HOUR + 3);
      for (const name of ['A', 'B', 'C']) {
        expect(lines.filter((l) => l.status === 200).map(answeredBy), name).toContain(name);
        expect(lines.filter((l) => l.status === 429).map(answeredBy), name).toContain(name);
      }
    });

    it(`keeps every acknowledged write when an instance is SIGKILLed during ${LOAD_MS / 1000} s of writes, the others answering`, async () => {
      const victim = instances[1]!;
      const survivors = instances.filter((i) => i !== victim);
      const writing = await writers();
      const from = proxy.readLog().length;
      const startedAt = Date.now();
      let stopped = false;
      const load = writeLoad(proxy.baseUrl, writing, layer.ID, 'kill', () => stopped);
      await waitFor('every instance has answered writes', () => new Set(logSince(from, 'POST', '/gis/point').map(answeredBy)).size === 3);
      await sleep(Math.max(0, startedAt + LOAD_MS / 3 - Date.now()));
      victim.server.child.kill('SIGKILL');
      await victim.server.exited;
      const killedAt = Date.now();
      await sleep(Math.max(0, startedAt + LOAD_MS - Date.now()));
      stopped = true;
      const result = await load;
      const survivorsHealthy = await Promise.all(survivors.map(isHealthy));
      // Back for the next test, on its port in nginx's list.
      victim.server = await start(victim);

      const failed = result.answers.filter((a) => a.status !== 200);
      const lines = logSince(from, 'POST', '/gis/point');
      const passedOn = lines.filter((l) => l.upstreams.length > 1);
      const figures = {
        requests: result.answers.length, acknowledged: result.acknowledged.size, failed: failed.length,
        passedOnByNginx: passedOn.length, durationMs: Date.now() - startedAt,
        answeredBy: Object.fromEntries(['A', 'B', 'C'].map((n) => [n, lines.filter((l) => l.status === 200 && answeredBy(l) === n).length])),
      };
      console.log(`SIGKILL of ${victim.name} under load: ${JSON.stringify(figures)}`);
      expect(result.answers.length).toBeGreaterThan(100);
      expect(failed.length, JSON.stringify(failed.slice(0, 5))).toBeLessThanOrEqual(result.answers.length / 100);
      // A failed answer came through nginx from a request that had reached the killed instance.
      for (const l of lines.filter((x) => x.status !== 200)) expect(l.upstreams.map(nameOf), JSON.stringify(l)).toContain(victim.name);
      expect(failed.filter((a) => a.status === 0)).toEqual([]);
      // The others kept answering after the kill.
      const after = lines.filter((l) => l.atMs > killedAt && l.status === 200).map(answeredBy);
      for (const s of survivors) expect(after, s.name).toContain(s.name);
      // (An answer the victim had sent just before it died may be read by nginx a moment later.)
      expect(lines.filter((l) => l.atMs > killedAt + 1_000 && answeredBy(l) === victim.name)).toEqual([]);
      expect(survivorsHealthy).toEqual([true, true]);

      const { missing, doubled } = reconcile(await listAllPoints(admin, proxy.baseUrl, layer.ID), result.acknowledged, 'kill');
      expect(missing).toEqual([]);
      expect(doubled).toEqual([]);
    }, LOAD_MS + 90_000);

    it('answers every request of a write load during a rolling SIGTERM restart of all three instances', async () => {
      const writing = await writers();
      const from = proxy.readLog().length;
      const startedAt = Date.now();
      let stopped = false;
      const load = writeLoad(proxy.baseUrl, writing, layer.ID, 'restart', () => stopped);
      await waitFor('every instance has answered writes', () => new Set(logSince(from, 'POST', '/gis/point').map(answeredBy)).size === 3);
      const restartedAt = new Map<string, number>();
      for (const i of instances) {
        const pid = i.server.child.pid;
        const exit = await i.server.stop();
        expect(exit, `${i.name} after SIGTERM`).toEqual({ code: 0, signal: null });
        i.server = await start(i);
        expect(i.server.child.pid).not.toBe(pid);
        await waitFor(`${i.name} answers ${API}/health`, () => isHealthy(i));
        restartedAt.set(i.name, Date.now());
        // The next instance only once nginx gives this one writes again (after its fail_timeout):
        // restarted before, two of three would count as failed, and a third failure answers 502
        // (docs/deployment.md, rolling restart).
        await waitFor(`nginx gives ${i.name} writes again`, () => logSince(from, 'POST', '/gis/point')
          .some((l) => l.status === 200 && answeredBy(l) === i.name && l.atMs > restartedAt.get(i.name)!), 30_000);
      }
      stopped = true;
      const result = await load;

      const failed = result.answers.filter((a) => a.status !== 200);
      const lines = logSince(from, 'POST', '/gis/point');
      const figures = {
        requests: result.answers.length, acknowledged: result.acknowledged.size, failed: failed.length,
        passedOnAfter503: lines.filter((l) => l.upstreamStatuses.includes('503')).length,
        passedOnAfterError: lines.filter((l) => l.upstreamStatuses.slice(0, -1).includes('502')).length,
        durationMs: Date.now() - startedAt,
      };
      console.log(`rolling restart under load: ${JSON.stringify(figures)}`);
      expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
      expect(lines.filter((l) => l.status !== 200)).toEqual([]);

      const { missing, doubled } = reconcile(await listAllPoints(admin, proxy.baseUrl, layer.ID), result.acknowledged, 'restart');
      expect(missing).toEqual([]);
      expect(doubled).toEqual([]);
    }, 120_000);
  });
}

if (databaseUrl) describeThreeInstances(databaseUrl);
else console.warn('multi-instance.test.ts: MULTI_INSTANCE_DATABASE_URL is unset, so three instances behind nginx were not started (.ci/run sets it).');
