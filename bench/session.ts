/** HTTP session of the benchmarks. */

/** A browser-like client: keeps cookies and sends the anti-forgery header on writes. */
export class Session {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly base: string) {}

  async send(method: string, route: string, body?: Buffer | object, type?: string): Promise<Response> {
    // Uncompressed answers, as the baselines give (README.md, Compression).
    const headers: Record<string, string> = { 'accept-encoding': 'identity', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    let payload: Uint8Array<ArrayBuffer> | string | undefined;
    if (Buffer.isBuffer(body)) [payload, headers['content-type']] = [new Uint8Array(body), type ?? 'application/octet-stream'];
    else if (body) [payload, headers['content-type']] = [JSON.stringify(body), 'application/json'];
    const res = await fetch(this.base + route, { method, headers, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }

  /** Cookie and anti-forgery headers of this session, for requests sent by other clients. */
  writeHeaders(): Record<string, string> {
    return { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '' };
  }

  async ok(method: string, route: string, body?: Buffer | object): Promise<Response> {
    const res = await this.send(method, route, body);
    if (res.status !== 200) throw new Error(`${method} ${route} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
    return res;
  }
}
