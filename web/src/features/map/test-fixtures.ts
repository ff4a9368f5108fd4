import { type Category, DEFAULT_STATUSES, type Layer, type Point, type Variable } from '@mitmachkarte/contract';
import { vi } from 'vitest';

/** Fixtures for the map feature's component tests. */

export const LAYER_ID = '01900000-0000-7000-8000-000000000001';

export { variable } from '../../test/schema-fixtures';

/** A public, editable layer with the given questions and categories. */
export const layer = (Schema: Variable[], Categories: Category[] = []): Layer => ({
  CanAddPoints: true, Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [],
  ID: LAYER_ID, Name: 'Testlayer', Public: true, Editable: true, Attributes: {},
  Workspace: '01900000-0000-7000-8000-0000000000ff', Schema: { Schema, Categories },
});

/** A point of the test layer created `n` minutes after a fixed instant. */
export const point = (n: number, Attributes: Point['Attributes'] = {}): Point => ({
  CanEdit: false,
  CanChange: false,
  ID: `01900000-0000-7000-8000-${String(n).padStart(12, '0')}`, Layer: LAYER_ID, Latitude: 51.3, Longitude: 9.4, Altitude: 0,
  Public: true, Editable: false, CreatedAt: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(),
  UpdatedAt: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(), Attributes,
  Status: 'neu', StatusChangedAt: new Date(Date.UTC(2026, 0, 1, 12, n)).toISOString(), OfficialAnswer: null, Moderation: null,
});

/** Stubs global fetch: POST /gis/point answers with `answer` (status `status`), everything else
 *  with {}. Returns the mock so that tests can inspect the calls. */
export function stubFetch(answer: (body: unknown) => unknown = (b) => ({ ...(b as object), ID: point(99).ID, CreatedAt: point(99).CreatedAt }), status = 200) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const isCreate = url.endsWith('/gis/point') && init?.method === 'POST';
    const body = isCreate ? answer(JSON.parse(String(init.body))) : {};
    return new Response(JSON.stringify(body), { status: isCreate ? status : 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The bodies sent with POST /gis/point so far. */
export const postedPoints = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url.endsWith('/gis/point') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

/** The Idempotency-Key headers sent with POST /gis/point so far. */
export const idempotencyKeys = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url.endsWith('/gis/point') && init?.method === 'POST')
    .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
