/** Base path of the API (DESIGN.md §1); the dev server proxies it to the API server. */
export const API_BASE = '/api/v1';

/** GETs `API_BASE + path` with the session cookie and returns the parsed JSON body.
 *  Throws on a non-2xx answer. */
export async function getJson(path: string, signal?: AbortSignal): Promise<unknown> {
  const res = await fetch(`${API_BASE}${path}`, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
  return res.json();
}
