import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A browser-like client over app.inject(): keeps cookies between calls and sends the
 *  X-XSRF-TOKEN header from the XSRF-TOKEN cookie (unless `xsrf: false` or a value is given). */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, body?: unknown, opts: { xsrf?: boolean | string; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/v1/auth/info');
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Like the web app: the anti-forgery header on every request once the cookie is there (GET
    // /auth/logout needs it), and writes fetch the cookie first.
    const xsrf = opts.xsrf ?? true;
    const token = typeof xsrf === 'string' ? xsrf : this.cookies.get('XSRF-TOKEN');
    if (xsrf !== false && (method !== 'GET' || token !== undefined)) headers['x-xsrf-token'] = token ?? '';
    if (body !== undefined && typeof body !== 'string' && !Buffer.isBuffer(body)) headers['content-type'] ??= 'application/json';
    const res = await this.app.inject({
      method, url, headers,
      ...(body === undefined ? {} : { payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body) }),
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (c.value === '' || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get = (url: string) => this.request('GET', url);
  post = (url: string, body?: unknown, opts?: { xsrf?: boolean | string }) => this.request('POST', url, body ?? {}, opts);
  put = (url: string, body?: unknown, opts?: { xsrf?: boolean | string }) => this.request('PUT', url, body ?? {}, opts);
  delete = (url: string, opts?: { xsrf?: boolean | string }) => this.request('DELETE', url, undefined, opts);

  /** Logs in over POST /auth/login; throws unless the answer is 200. */
  async login(email: string, password: string): Promise<void> {
    const res = await this.post('/api/v1/auth/login', { Email: email, Password: password });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  }
}

/** A browser-like client whose requests come from `remoteAddress` (app.inject sets the socket's
 *  address), optionally through a proxy that names the client in X-Forwarded-For. */
export function clientFrom(app: FastifyInstance, remoteAddress: string, forwardedFor?: string): TestClient {
  const inject = (opts: InjectOptions) => app.inject({
    ...opts, remoteAddress,
    headers: { ...(opts.headers as Record<string, string>), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
  return new TestClient({ inject } as unknown as FastifyInstance);
}
