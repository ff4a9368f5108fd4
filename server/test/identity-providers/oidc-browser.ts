/** A browser over real HTTP for the sign-in through a provider: a cookie jar per origin, the
 *  anti-forgery header from XSRF-TOKEN on the app's requests, and redirects followed by hand so
 *  that the tests see each hop. */
export class OidcBrowser {
  readonly jars = new Map<string, Map<string, string>>();
  constructor(readonly appOrigin: string) {}

  private jar(origin: string) {
    let jar = this.jars.get(origin);
    if (!jar) this.jars.set(origin, (jar = new Map()));
    return jar;
  }

  cookie = (name: string, origin = this.appOrigin) => this.jar(origin).get(name);

  /** One request, no redirect followed. */
  async fetch(url: string, init: { method?: string; body?: unknown; form?: Record<string, string> } = {}): Promise<Response> {
    const target = new URL(url, this.appOrigin);
    const jar = this.jar(target.origin);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (target.origin === this.appOrigin && jar.has('XSRF-TOKEN')) headers['x-xsrf-token'] = jar.get('XSRF-TOKEN')!;
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.body);
    }
    const res = await fetch(target, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }

  /** Follows redirects from `url` until an answer that is none, or one to the web app (a hash
   *  route of the app's origin, which only the browser's page would load). Returns the hops. */
  async follow(url: string): Promise<{ last: Response; hops: string[]; landing: string | undefined }> {
    const hops: string[] = [url];
    let res = await this.fetch(url);
    for (let i = 0; i < 20 && res.status >= 300 && res.status < 400; i++) {
      const next = new URL(res.headers.get('location')!, hops[hops.length - 1]!.startsWith('http') ? hops[hops.length - 1] : this.appOrigin).href;
      hops.push(next);
      if (next.startsWith(`${this.appOrigin}/#`) || next === `${this.appOrigin}/`) return { last: res, hops, landing: next };
      res = await this.fetch(next);
    }
    return { last: res, hops, landing: undefined };
  }
}
