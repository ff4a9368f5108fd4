/** A local map tile server for the browser benchmarks, so that no request leaves the machine: every
 *  `GET /{z}/{x}/{y}.png` is answered with one light grey 256×256 PNG (the size of an OpenStreetMap
 *  tile, so that Lighthouse sees a correctly sized image). The server reads it from TILE_URL
 *  (server/src/config.ts), which also opens the Content-Security-Policy's img-src to it. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';

const TILE_SIZE = 256;

/** One PNG chunk: length, type, data, CRC-32 of type and data (PNG specification, 5.3). */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 256×256 8-bit greyscale PNG of one shade. */
export function greyTilePng(shade = 0xe8): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // colour type 0: greyscale
  // Each row: filter byte 0, then one byte per pixel.
  const rows = Buffer.alloc((TILE_SIZE + 1) * TILE_SIZE, shade);
  for (let y = 0; y < TILE_SIZE; y++) rows[y * (TILE_SIZE + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Starts the tile server on a free port of 127.0.0.1; `tileUrl` is the template for TILE_URL. */
export async function startTileServer(): Promise<{ tileUrl: string; requests: () => number; close: () => Promise<void> }> {
  const png = greyTilePng();
  let requests = 0;
  const server = http.createServer((req, res) => {
    requests++;
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': png.length, 'cache-control': 'public, max-age=86400' });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
