/** Helpers for tests against the real server process: a free port, fresh data folders, starting
 *  and stopping `node server/dist/main.js`, and a cookie-keeping HTTP client that sends the
 *  X-XSRF-TOKEN header like the web app does. Everything started here is tracked, so that
 *  `cleanup()` (call it in afterEach/afterAll) kills leftover processes and removes the folders
 *  even when a test failed half-way. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The built server entry point (built by the root `npm test` / `npm run build`). */
export const SERVER_MAIN = path.resolve(import.meta.dirname, '../../server/dist/main.js');
export const API = '/api/v1';
export const ADMIN_EMAIL = 'admin@example.org';
export const ADMIN_PASSWORD = 'e2e-Passwort-123';

/** How long a server may take to answer after its start: migrations, first-start set-up and the
 *  demo seed take a few seconds alone, but beside the other suites on two cores (scripts/test.mjs)
 *  a start took over 20 s. */
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** Server configuration variables that must not leak from the environment of the test run. */
const CONFIG_VARS = [
  'PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD',
  'TILE_URL', 'TILE_ATTRIBUTION', 'SEED_DEMO', 'TRUST_PROXY', 'LOG_LEVEL', 'WEB_DIST',
];

const tempDirs = new Set<string>();
const running = new Set<ServerProcess>();

/** A port that was free a moment ago: listen on port 0, read the port, close. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (address === null || typeof address === 'string') {
        srv.close();
        reject(new Error('no port'));
        return;
      }
      srv.close(() => resolve(address.port));
    });
  });
}

/** A new empty folder under the OS temp folder, removed by cleanup(). */
export function makeTempDir(prefix = 'mitmachkarte-e2e-'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export type Exit = { code: number | null; signal: NodeJS.Signals | null };

/** One running `node server/dist/main.js`. */
export class ServerProcess {
  readonly baseUrl: string;
  readonly exited: Promise<Exit>;
  private out = '';
  private err = '';
  private exitInfo: Exit | undefined;

  constructor(readonly child: ChildProcess, readonly port: number, readonly dataDir: string) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    child.stdout?.setEncoding('utf8').on('data', (s: string) => { this.out += s; });
    child.stderr?.setEncoding('utf8').on('data', (s: string) => { this.err += s; });
    this.exited = new Promise<Exit>((resolve) => {
      child.on('exit', (code, signal) => {
        this.exitInfo = { code, signal };
        running.delete(this);
        resolve(this.exitInfo);
      });
      child.on('error', (e) => {
        this.err += `\n[spawn error] ${e.message}`;
        if (child.exitCode === null && child.pid === undefined) {
          this.exitInfo = { code: null, signal: null };
          running.delete(this);
          resolve(this.exitInfo);
        }
      });
    });
    running.add(this);
  }

  get stdout(): string { return this.out; }
  get stderr(): string { return this.err; }
  get hasExited(): boolean { return this.exitInfo !== undefined; }

  /** Output of the process for error messages. */
  describe(): string {
    return `server on port ${this.port} (pid ${this.child.pid ?? '?'})` +
      `\n--- stderr ---\n${this.err.trim() || '(empty)'}\n--- stdout ---\n${this.out.trim() || '(empty)'}`;
  }

  /** Sends SIGTERM and waits for the exit. Throws (after a SIGKILL) when the process does not
   *  exit within `timeoutMs`. */
  async stop(timeoutMs = STOP_TIMEOUT_MS): Promise<Exit> {
    if (this.exitInfo) return this.exitInfo;
    this.child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => { timer = setTimeout(() => resolve('timeout'), timeoutMs); });
    const result = await Promise.race([this.exited, timeout]);
    clearTimeout(timer);
    if (result === 'timeout') {
      this.child.kill('SIGKILL');
      await this.exited;
      throw new Error(`The server did not exit within ${timeoutMs} ms after SIGTERM.\n${this.describe()}`);
    }
    return result;
  }

  /** Best-effort stop for clean-up: SIGTERM, then SIGKILL after a few seconds. Never throws. */
  async kill(): Promise<void> {
    if (this.exitInfo) return;
    try {
      await this.stop(5_000);
    } catch {
      // already SIGKILLed by stop()
    }
  }
}

export type StartOptions = {
  dataDir: string;
  /** The port to listen on (a restart behind a load balancer, whose list of servers is fixed);
   *  default: a free one. */
  port?: number;
  /** Overrides of the default test environment; `undefined` removes a variable. */
  env?: Record<string, string | undefined>;
  /** Variables that depend on the port the server gets, e.g. `PUBLIC_URL`; applied after `env`. */
  envForPort?: (port: number) => Record<string, string | undefined>;
};

/** Starts the server on a free port and waits until GET /api/v1/auth/info answers 200. Fails with
 *  the process's output when it exits or does not answer within START_TIMEOUT_MS. */
export async function startServer(opts: StartOptions): Promise<ServerProcess> {
  if (!fs.existsSync(SERVER_MAIN)) {
    throw new Error(`${SERVER_MAIN} is missing: build the server first (npm run build -w @mitmachkarte/server).`);
  }
  // The free port may be taken by someone else before the server binds it: retry a few times.
  for (let attempt = 1; ; attempt++) {
    const server = await spawnServer(opts);
    try {
      await waitUntilReady(server);
      return server;
    } catch (e) {
      await server.kill();
      if (attempt < 3 && opts.port === undefined && /EADDRINUSE/.test(server.stderr + server.stdout)) continue;
      throw e;
    }
  }
}

async function spawnServer(opts: StartOptions): Promise<ServerProcess> {
  const port = opts.port ?? await freePort();
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !CONFIG_VARS.includes(k)) env[k] = v;
  const wanted: Record<string, string | undefined> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    SEED_DEMO: 'false',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    ...opts.env,
    ...opts.envForPort?.(port),
  };
  for (const [k, v] of Object.entries(wanted)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: opts.dataDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new ServerProcess(child, port, opts.dataDir);
}

async function waitUntilReady(server: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (server.hasExited) {
      const exit = await server.exited;
      throw new Error(`The server exited during start (code ${exit.code}, signal ${exit.signal}).\n${server.describe()}`);
    }
    try {
      const res = await fetch(`${server.baseUrl}${API}/auth/info`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return;
      lastProblem = `status ${res.status}`;
    } catch (e) {
      lastProblem = e instanceof Error ? `${e.message}${e.cause instanceof Error ? ` (${e.cause.message})` : ''}` : String(e);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer GET ${API}/auth/info with 200 within ${START_TIMEOUT_MS} ms (${lastProblem}).\n${server.describe()}`);
}

/** Kills every process started here that still runs and removes every temp folder. */
export async function cleanup(): Promise<void> {
  await Promise.all([...running].map((s) => s.kill()));
  for (const dir of tempDirs) {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    tempDirs.delete(dir);
  }
}

export type ApiResponse<T> = { status: number; body: T; headers: Headers };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A browser-like HTTP client: keeps the cookies the server sets and, on POST/PUT/DELETE, sends
 *  the XSRF-TOKEN cookie's value as X-XSRF-TOKEN (unless `xsrf: false`, or a value is given).
 *  Paths are relative to /api/v1; a Buffer body goes as application/octet-stream. */
export class HttpClient {
  constructor(readonly baseUrl: string, readonly cookies: Map<string, string> = new Map()) {}

  async request<T = unknown>(method: Method, apiPath: string, body?: unknown, opts: { xsrf?: boolean | string } = {}): Promise<ApiResponse<T>> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.get('/auth/info');
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = opts.xsrf ?? true;
    if (method !== 'GET' && xsrf !== false) {
      headers['x-xsrf-token'] = typeof xsrf === 'string' ? xsrf : decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    }
    // A Buffer is sent as raw bytes (image uploads), anything else as JSON.
    if (body !== undefined) headers['content-type'] = Buffer.isBuffer(body) ? 'application/octet-stream' : 'application/json';
    const res = await fetch(`${this.baseUrl}${API}${apiPath}`, {
      method,
      headers,
      redirect: 'manual',
      ...(body === undefined ? {} : { body: Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body) }),
    });
    this.storeCookies(res.headers.getSetCookie());
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text !== '') parsed = JSON.parse(text);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = unknown>(apiPath: string) => this.request<T>('GET', apiPath);
  post = <T = unknown>(apiPath: string, body: unknown = {}, opts?: { xsrf?: boolean | string }) => this.request<T>('POST', apiPath, body, opts);
  put = <T = unknown>(apiPath: string, body: unknown = {}, opts?: { xsrf?: boolean | string }) => this.request<T>('PUT', apiPath, body, opts);
  delete = <T = unknown>(apiPath: string, opts?: { xsrf?: boolean | string }) => this.request<T>('DELETE', apiPath, undefined, opts);

  /** Asserts a 200 answer and returns its body. */
  async ok<T>(p: Promise<ApiResponse<T>>, what: string): Promise<T> {
    const res = await p;
    if (res.status !== 200) throw new Error(`${what}: expected 200, got ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** POST /auth/login; throws unless the answer is 200. */
  async login(email: string, password: string): Promise<{ LoggedIn: boolean; Permissions: string[] }> {
    return this.ok(this.post('/auth/login', { Email: email, Password: password }), `login ${email}`);
  }

  private storeCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => {
        const [k = '', v = ''] = a.split('=').map((s) => s.trim());
        if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (k.toLowerCase() === 'expires') return Date.parse(v) <= Date.now();
        return false;
      });
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
