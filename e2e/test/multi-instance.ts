/** Helpers of the multi-instance test (docs/deployment.md, docs/runtime.md §5): nginx as a
 *  round-robin proxy started from the configuration the deployment guide quotes, a client that
 *  sends from a loopback address of its own (so that the proxy and the servers see a client
 *  address the test chooses), and writers that create points through the proxy. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { API, freePort } from './server-process.js';

/** A free port of 127.0.0.1 held by a listening socket until `release()`, so that no server
 *  started meanwhile on a free port gets it (the proxy's port must be known before the servers
 *  start: it is their PUBLIC_URL). */
export async function reservePort(): Promise<{ port: number; release: () => Promise<void> }> {
  const holder = net.createServer();
  await new Promise<void>((resolve, reject) => {
    holder.once('error', reject);
    holder.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (holder.address() as net.AddressInfo).port;
  return { port, release: () => new Promise<void>((resolve) => holder.close(() => resolve())) };
}

/** The nginx configuration of docs/deployment.md, with its placeholders. */
export const NGINX_TEMPLATE = path.resolve(import.meta.dirname, '../../docs/nginx-mitmachkarte.conf');

/** The template with its placeholders filled in (comments stay as they are): the line naming
 *  @SERVER@ once per server. */
export function renderNginxSite(template: string, fill: { servers: string[]; listen: string; accessLog: string }): string {
  return template.split('\n').flatMap((line) => {
    if (line.trimStart().startsWith('#')) return [line];
    const filled = line.replaceAll('@LISTEN@', fill.listen).replaceAll('@ACCESS_LOG@', fill.accessLog);
    return filled.includes('@SERVER@') ? fill.servers.map((s) => filled.replace('@SERVER@', s)) : [filled];
  }).join('\n');
}

/** One line of the access log (the template's log_format `mitmachkarte`). */
export type ProxyLogLine = { atMs: number; method: string; uri: string; status: number; upstreams: string[]; upstreamStatuses: string[] };

/** A running nginx (not a daemon: a child process of the test) with its files in `dir`. */
export class NginxProxy {
  private output = '';

  private constructor(readonly child: ChildProcess, readonly port: number, readonly dir: string) {
    child.stdout?.setEncoding('utf8').on('data', (s: string) => { this.output += s; });
    child.stderr?.setEncoding('utf8').on('data', (s: string) => { this.output += s; });
  }

  get baseUrl(): string { return `http://127.0.0.1:${this.port}`; }
  get accessLog(): string { return path.join(this.dir, 'access.log'); }

  /** Writes nginx.conf (process settings and temp paths in `dir`) around the template filled in
   *  for `servers` and a free port of 127.0.0.1, starts nginx and waits until it answers. */
  static async start(dir: string, servers: string[], port?: number): Promise<NginxProxy> {
    const listenPort = port ?? await freePort();
    const site = renderNginxSite(fs.readFileSync(NGINX_TEMPLATE, 'utf8'), {
      servers, listen: `127.0.0.1:${listenPort}`, accessLog: path.join(dir, 'access.log'),
    });
    fs.writeFileSync(path.join(dir, 'mitmachkarte.conf'), site);
    const temp = (name: string) => path.join(dir, `${name}-temp`);
    fs.writeFileSync(path.join(dir, 'nginx.conf'), [
      'daemon off;',
      // Workers run as the master's user (root in CI), so that they may use the temp folders.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 512; }',
      'http {',
      `  client_body_temp_path ${temp('client-body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(dir, 'mitmachkarte.conf')};`,
      '}',
      '',
    ].join('\n'));
    const child = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
    const proxy = new NginxProxy(child, listenPort, dir);
    const exited = new Promise<string>((resolve) => {
      child.on('error', (e) => resolve(`could not start nginx: ${e.message}`));
      child.on('exit', (code, signal) => resolve(`nginx exited (code ${code}, signal ${signal})`));
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const problem = await Promise.race([exited, new Promise<undefined>((r) => setTimeout(r, 100))]);
      if (problem) throw new Error(`${problem}\n${proxy.describe()}`);
      try {
        const res = await fetch(`${proxy.baseUrl}${API}/health`, { signal: AbortSignal.timeout(2_000) });
        await res.arrayBuffer();
        // nginx names itself; anything else on the port is not our proxy.
        if (res.status === 200 && res.headers.get('server')?.startsWith('nginx')) return proxy;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        await proxy.stop();
        throw new Error(`nginx did not answer within 10 s\n${proxy.describe()}`);
      }
    }
  }

  /** nginx's output and error log, for failure messages. */
  describe(): string {
    const errorLog = path.join(this.dir, 'error.log');
    return `--- nginx output ---\n${this.output.trim() || '(empty)'}\n--- error.log ---\n${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').trim() : '(none)'}`;
  }

  /** The access log's lines so far (nginx writes each at the end of its request). */
  readLog(): ProxyLogLine[] {
    if (!fs.existsSync(this.accessLog)) return [];
    return fs.readFileSync(this.accessLog, 'utf8').split('\n').filter(Boolean).map((line) => {
      const m = /^(\S+) (\S+) (\S+) (\d+) \S+ upstream=(.*) upstream_status=(.*)$/.exec(line);
      if (!m) throw new Error(`unexpected access log line: ${line}`);
      return {
        atMs: Number(m[1]) * 1000, method: m[2]!, uri: m[3]!, status: Number(m[4]),
        // "a, b" when nginx passed the request on; "a : b" across upstream groups (not used here).
        upstreams: m[5]!.split(/, | : /), upstreamStatuses: m[6]!.split(/, | : /),
      };
    });
  }

  /** Fast shutdown (SIGTERM) and the wait for the exit. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

/** A loopback address of 127.0.0.0/8 other than 127.0.0.1, new for each call with high
 *  probability: Redis keeps the per-IP counters of earlier runs for their window. */
export const freshLoopbackIp = () => `127.${randomInt(1, 255)}.${randomInt(256)}.${randomInt(1, 255)}`;

export type Answer = { status: number; body: unknown; text: string; headers: http.IncomingHttpHeaders };

/** A browser-like client whose connections leave from `ip` (a loopback address): cookies kept,
 *  the XSRF-TOKEN cookie sent back as X-XSRF-TOKEN on POST. Each request names its base URL, the
 *  proxy's or an instance's; one cookie jar for all, as a session is valid on every instance. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  private readonly agent = new http.Agent({ keepAlive: true });

  constructor(readonly ip: string) {}

  /** A request to `base` + /api/v1 + `apiPath`; network failures and the 15 s timeout reject. */
  async send(base: string, method: 'GET' | 'POST', apiPath: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<Answer> {
    if (method === 'POST' && !this.cookies.has('XSRF-TOKEN')) await this.send(base, 'GET', '/auth/info');
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method === 'POST') headers['x-xsrf-token'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    let payload: Buffer | undefined;
    if (Buffer.isBuffer(body)) {
      headers['content-type'] = 'application/octet-stream';
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = Buffer.from(JSON.stringify(body));
    }
    if (payload) headers['content-length'] = String(payload.length);
    const res = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
      const req = http.request(`${base}${API}${apiPath}`, { method, headers, agent: this.agent, localAddress: this.ip, timeout: 15_000 }, (r) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, headers: r.headers, raw: Buffer.concat(chunks) }));
        r.on('error', reject);
      });
      req.on('timeout', () => req.destroy(new Error('no answer within 15 s')));
      req.on('error', reject);
      req.end(payload);
    });
    for (const line of res.headers['set-cookie'] ?? []) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq).trim());
      else this.cookies.set(pair.slice(0, eq).trim(), value);
    }
    const text = res.raw.toString('utf8');
    const json = (res.headers['content-type'] ?? '').includes('json') && text !== '';
    return { status: res.status, body: json ? JSON.parse(text) as unknown : res.raw, text, headers: res.headers };
  }

  /** The body of a 200 answer; throws with the answer otherwise. */
  async ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
    const res = await answer;
    if (res.status !== 200) throw new Error(`${what}: expected 200, got ${res.status} ${res.text.slice(0, 500)}`);
    return res.body as T;
  }

  close(): void {
    this.agent.destroy();
  }
}

/** What a write load saw: every answer's time and status (0: no answer), the acknowledged
 *  points (ID → title). */
export type LoadResult = { answers: { atMs: number; status: number; problem?: string }[]; acknowledged: Map<string, string> };

/** `visitors` (logged in) create points on `layerId` through `base` one after the other, each
 *  with an Idempotency-Key as the web app sends it and a title of its own, until `stop()`. A
 *  failed request is counted, not repeated. */
export async function writeLoad(base: string, visitors: Visitor[], layerId: string, phase: string, stop: () => boolean): Promise<LoadResult> {
  const result: LoadResult = { answers: [], acknowledged: new Map() };
  await Promise.all(visitors.map(async (visitor, n) => {
    for (let step = 0; !stop(); step++) {
      const title = `${phase} ${n}-${step}`;
      const body = { Layer: layerId, Latitude: 51.3 + n / 100, Longitude: 9.47 + step / 100_000, Attributes: { Titel: { DataType: 'text', Value: title } } };
      try {
        const res = await visitor.send(base, 'POST', '/gis/point', body, { 'idempotency-key': randomUUID() });
        result.answers.push({ atMs: Date.now(), status: res.status, ...(res.status === 200 ? {} : { problem: res.text.slice(0, 300) }) });
        if (res.status === 200) result.acknowledged.set((res.body as { ID: string }).ID, title);
      } catch (e) {
        result.answers.push({ atMs: Date.now(), status: 0, problem: String(e) });
      }
    }
  }));
  return result;
}

type StoredPoint = { ID: string; Attributes: Record<string, { Value?: unknown } | undefined> };

/** Every point of `layerId`, page by page along the answers' Link headers (at most
 *  MAX_POINTS_PAGE per answer). */
export async function listAllPoints(visitor: Visitor, base: string, layerId: string): Promise<StoredPoint[]> {
  const all: StoredPoint[] = [];
  for (let next: string | undefined = `/gis/points/${layerId}`; next !== undefined;) {
    const res: Answer = await visitor.send(base, 'GET', next);
    if (res.status !== 200) throw new Error(`GET ${next}: ${res.status} ${res.text.slice(0, 300)}`);
    all.push(...res.body as StoredPoint[]);
    const link = res.headers.link;
    next = typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1]?.slice(API.length) : undefined;
  }
  return all;
}

/** The stored points of `layerId` against the acknowledged ones: missing ones, and titles
 *  stored more than once (one request written twice). */
export function reconcile(stored: StoredPoint[], acknowledged: Map<string, string>, phase: string) {
  const byId = new Map(stored.map((p) => [p.ID, p]));
  const missing = [...acknowledged].filter(([id, title]) => byId.get(id)?.Attributes.Titel?.Value !== title).map(([id, title]) => `${id} (${title})`);
  const titles = new Map<string, number>();
  for (const p of stored) {
    const title = p.Attributes.Titel?.Value;
    if (typeof title === 'string' && title.startsWith(`${phase} `)) titles.set(title, (titles.get(title) ?? 0) + 1);
  }
  const doubled = [...titles].filter(([, n]) => n > 1).map(([title, n]) => `${title} ×${n}`);
  return { missing, doubled, stored: titles.size };
}
