import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orgInfo, stubApi } from '../test/api-stub';
import { prefetchFirstScreen } from './prefetch';

const ok = (body: unknown) => ({ status: 200, body });
const ORG = orgInfo({ Title: 'T', Menu: [], Other: { gwapp_workspace: 'ws-org', gwapp_layer: 'layer-org' } });

/** Starts the first screen of `hash` and returns the paths of its GETs so far (sorted) and a
 *  way to wait until they are `expected`. */
function prefetch(hash: string) {
  const calls = stubApi({
    'GET /auth/info': ok({ LoggedIn: false, Permissions: [] }), 'GET /auth/org': ok(ORG), 'GET /auth/settings': ok({}),
    'GET /client-config': ok({ TileUrl: '/t/{z}/{x}/{y}.png', TileAttribution: '' }), 'GET /gis/workspaces': ok([]),
    'GET /gis/layers/*': ok([]), 'GET /gis/map/*': ok({ Total: 0, Matched: 0, Bounds: null }),
  });
  prefetchFirstScreen(new QueryClient(), hash);
  const paths = () => calls.map((c) => c.path).sort();
  return { paths, toBe: (expected: string[]) => vi.waitFor(() => expect(paths()).toEqual(expected)) };
}

describe('prefetchFirstScreen: the first screen’s loads start before its code has arrived', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the login state and the organisation on every screen, and nothing of the map elsewhere', async () => {
    for (const hash of ['#/', '#/strassenbahnausbau', '#/mapx']) {
      const started = prefetch(hash);
      await started.toBe(['/auth/info', '/auth/org']);
      // The map's loads would follow a dynamic import: give it time to show up.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(started.paths()).toEqual(['/auth/info', '/auth/org']);
      vi.unstubAllGlobals();
    }
  });

  it('on the map asks for the linked workspace’s layers and the linked layer’s summary, unfiltered', async () => {
    await prefetch('#/map?workspace=ws-1&layer=layer-1').toBe([
      '/auth/info', '/auth/org', '/auth/settings', '/client-config', '/gis/layers/ws-1', '/gis/map/layer-1', '/gis/workspaces',
    ]);
  });

  it('on the map without a link asks for the organisation’s default workspace and layer', async () => {
    await prefetch('#/map').toBe([
      '/auth/info', '/auth/org', '/auth/settings', '/client-config', '/gis/layers/ws-org', '/gis/map/layer-org', '/gis/workspaces',
    ]);
  });

  it('takes no layer without its workspace from a link', async () => {
    await prefetch('#/map?layer=layer-1').toBe([
      '/auth/info', '/auth/org', '/auth/settings', '/client-config', '/gis/layers/ws-org', '/gis/map/layer-org', '/gis/workspaces',
    ]);
  });
});
