/** GETs that see the bytes as sent: node:http does not decompress, so the body of an answer with
 *  Content-Encoding is its compressed length; `decoded` is the body after decompression. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';

/** What a browser sends (Chromium asks for "gzip, deflate, br, zstd"; the server chooses). */
export const BROWSER_ENCODINGS = 'br, gzip';

/** One answer: status, headers, the body as sent and decompressed, and the wall time (ms). */
export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; sent: Buffer; decoded: Buffer; ms: number };

/** Six connections per origin, kept open, as a browser over HTTP/1.1. */
export const browserAgent = () => new http.Agent({ keepAlive: true, maxSockets: 6 });

/** The body decompressed by its Content-Encoding (br, gzip, deflate or none). Throws for others. */
function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '': case 'identity': return body;
    case 'br': return zlib.brotliDecompressSync(body);
    case 'gzip': return zlib.gunzipSync(body);
    case 'deflate': return zlib.inflateSync(body);
    default: throw new Error(`unknown content-encoding ${encoding}`);
  }
}

/** GETs `url` with `headers` and reads the whole body. Throws on network errors and unless the
 *  status is one of `expect` (default 200). */
export function getRaw(url: string, headers: Record<string, string> = {}, agent?: http.Agent, expect: readonly number[] = [200]): Promise<RawAnswer> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const sent = Buffer.concat(chunks);
        const status = res.statusCode ?? 0;
        try {
          const decoded = decode(sent, res.headers['content-encoding']);
          if (!expect.includes(status)) throw new Error(`GET ${url} answered ${status}: ${decoded.subarray(0, 300).toString('utf8')}`);
          resolve({ status, headers: res.headers, sent, decoded, ms: performance.now() - t0 });
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    req.on('error', (err) => reject(new Error(`GET ${url} failed: ${err.message}`, { cause: err })));
  });
}

/** GETs a paged list from `url` and every page its `Link: <…>; rel="next"` header names (RFC 8288),
 *  with `headers`: the bytes as sent and decompressed of all pages, the number of items (each page
 *  a JSON array), pages and the wall time. */
export async function getPagesRaw(url: string, headers: Record<string, string>): Promise<{ sent: number; decoded: number; items: number; pages: number; ms: number }> {
  const t0 = performance.now();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let [sent, decoded, items, pages] = [0, 0, 0, 0];
  try {
    for (let next: string | undefined = url; next !== undefined; pages++) {
      const page: RawAnswer = await getRaw(next, headers, agent);
      sent += page.sent.length;
      decoded += page.decoded.length;
      items += (JSON.parse(page.decoded.toString('utf8')) as unknown[]).length;
      const link: string | undefined = /<([^>]+)>\s*;\s*rel="next"/.exec(String(page.headers.link ?? ''))?.[1];
      next = link === undefined ? undefined : new URL(link, next).href;
    }
  } finally {
    agent.destroy();
  }
  return { sent, decoded, items, pages, ms: performance.now() - t0 };
}
