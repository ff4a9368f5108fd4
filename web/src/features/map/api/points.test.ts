import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mapTileQueryOptions } from './points';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TILE = { Clusters: [], Points: [], Omitted: 0 };
const stubFetch = () => {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(TILE), { status: 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

describe('map tiles (GET /gis/map/{layerId}/{z}/{x}/{y})', () => {
  it('are asked for each in a task of its own, not in the one that wants them', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch();
    const client = new QueryClient();
    const tiles = [0, 1, 2].map((x) => client.fetchQuery(mapTileQueryOptions('layer', {}, { z: 12, x, y: 5 })));
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await Promise.all(tiles)).toEqual([TILE, TILE, TILE]);
  });

  it('are not asked for once nobody wants them any more (the map moved on)', async () => {
    vi.useFakeTimers();
    const fetchMock = stubFetch();
    const client = new QueryClient();
    const options = mapTileQueryOptions('layer', {}, { z: 12, x: 1, y: 5 });
    const tile = client.fetchQuery(options).catch((err: unknown) => err);
    await client.cancelQueries({ queryKey: options.queryKey });
    await vi.runAllTimersAsync();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await tile).toBeInstanceOf(Error);
  });
});
