import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../i18n/runtime';
import { showNow, translator } from '../i18n/translate';
import { ApiError, apiGet, apiGetAllPages } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  showNow(translator('de', {}));
});

/** A server that answers the point ids 1…`total` in pages of `size`, with a Link to the next page
 *  as the real one does (docs/security.md, Limits); `fail` answers that page number with 429. */
function stubPagedServer(total: number, size: number, fail?: number) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const after = Number(new URL(url, 'http://x').searchParams.get('after') ?? 0);
    if (fail !== undefined && after / size === fail) {
      return new Response(JSON.stringify({ Message: 'Zu viele Anfragen.' }), { status: 429 });
    }
    const ids = Array.from({ length: Math.min(size, total - after) }, (_, i) => ({ ID: String(after + i + 1) }));
    const headers = new Headers({ 'content-type': 'application/json' });
    if (after + size < total) headers.set('link', `</api/v1/gis/points/L?limit=${size}&after=${after + size}>; rel="next"`);
    return new Response(JSON.stringify(ids), { status: 200, headers });
  }));
  return calls;
}

describe('apiGetAllPages', () => {
  it('follows the next links and answers every page in order', async () => {
    const calls = stubPagedServer(7, 3);
    const points = await apiGetAllPages<{ ID: string }>('/gis/points/L');
    expect(points.map((p) => p.ID)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(calls).toEqual(['/api/v1/gis/points/L', '/api/v1/gis/points/L?limit=3&after=3', '/api/v1/gis/points/L?limit=3&after=6']);
  });

  it('asks once when the first page is the last', async () => {
    const calls = stubPagedServer(2, 3);
    expect(await apiGetAllPages('/gis/points/L')).toHaveLength(2);
    expect(calls).toHaveLength(1);
  });

  it('fails with the server message when a later page fails', async () => {
    stubPagedServer(9, 3, 2);
    await expect(apiGetAllPages('/gis/points/L')).rejects.toEqual(new ApiError(429, 'Zu viele Anfragen.'));
  });
});

describe('the messages of the client itself (docs/product.md §23)', () => {
  it('says that the server is out of reach, or the status of an answer without a message, in the language shown', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(apiGet('/auth/info')).rejects.toEqual(new ApiError(0, 'Der Server ist nicht erreichbar.'));
    showNow(translator('en', await loadMessages('en')));
    await expect(apiGet('/auth/info')).rejects.toEqual(new ApiError(0, 'The server cannot be reached.'));
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 502 })));
    await expect(apiGet('/auth/info')).rejects.toEqual(new ApiError(502, 'Error 502'));
  });
});
