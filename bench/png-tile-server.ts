/** A base-map tile server for the browser benchmarks, so that nothing leaves the machine: every
 *  GET answers one light grey 256 × 256 PNG (369 bytes). Runs in the benchmark process. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const GREY_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEACAAAAAB5Gfe6AAABOElEQVR42u3QgQAAAAwEofcnPYyBrBBaz02AAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAgQIECAAAECBAioAzNsDZmmUNogAAAAAElFTkSuQmCC',
  'base64',
);

/** Starts the tile server on a free port of 127.0.0.1: its URL template for TILE_URL
 *  (server/src/config.ts), how many tiles it served, and `close`. */
export async function startPngTileServer(): Promise<{ tileUrl: string; served: () => number; close: () => Promise<void> }> {
  let served = 0;
  const server = http.createServer((_req, res) => {
    served++;
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': GREY_TILE.length, 'cache-control': 'max-age=86400' });
    res.end(GREY_TILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
