import type { OrgInfo } from '@mitmachkarte/contract';
import { vi } from 'vitest';

/** An answer of the fake API: status and JSON body, or 'network' for a call that never arrives. */
export type StubAnswer = { status: number; body?: unknown } | 'network';
export type StubCall = { method: string; path: string; body: unknown };

/** An organisation as a test names it: page texts, their HTML and the terms' version may be left
 *  out (none). */
export type OrgStub = Omit<OrgInfo, 'Content' | 'ContentHtml' | 'TermsVersion' | 'Logo' | 'Translation'> & Partial<Pick<OrgInfo, 'Content' | 'ContentHtml' | 'TermsVersion' | 'Logo' | 'Translation'>>;
/** The GET /auth/org answer of `org`, without page texts and terms unless it names them. */
export const orgInfo = (org: OrgStub): OrgInfo => ({ Content: {}, ContentHtml: {}, TermsVersion: null, Logo: null, Translation: null, ...org });

const DEFAULT_ORG: OrgStub = { Title: 'Gewässer-App', Menu: [], Other: {} };

/** Replaces the global fetch with a fake API for component tests: a logged-out visitor, the
 *  organisation `org`, and `routes` keyed by 'METHOD /path' (path under /api/v1, with its query);
 *  a key ending in '*' serves every path that starts with the rest (e.g. all tiles of a layer).
 *  A route given as a function gets the parsed JSON body and the path. Returns the calls made to
 *  `routes`, with their parsed JSON bodies. Unknown paths answer 404. */
export function stubApi(routes: Record<string, StubAnswer | ((body: unknown, path: string) => StubAnswer)>, org: OrgStub = DEFAULT_ORG): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input).replace(/^.*\/api\/v1/, '');
    const json = (status: number, body: unknown) =>
      new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const request = `${method} ${path}`;
    const prefix = Object.keys(routes).find((k) => k.endsWith('*') && request.startsWith(k.slice(0, -1)));
    const route = routes[request] ?? (prefix === undefined ? undefined : routes[prefix]);
    if (route) {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body ?? undefined;
      calls.push({ method, path, body });
      const answer = typeof route === 'function' ? route(body, path) : route;
      if (answer === 'network') throw new TypeError('Failed to fetch');
      return json(answer.status, answer.body);
    }
    if (path === '/auth/info') return json(200, { LoggedIn: false, Permissions: [] });
    if (path === '/auth/org') return json(200, orgInfo(org));
    return json(404, { Message: 'nicht gefunden' });
  }));
  return calls;
}
