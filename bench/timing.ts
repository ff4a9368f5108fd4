import { performance } from 'node:perf_hooks';

/** Sent with every timed GET: the baselines answer uncompressed, so the server is asked for
 *  uncompressed answers too, and both do the same work (fetch would otherwise ask for gzip).
 *  See README.md, Compression. */
const IDENTITY = { 'accept-encoding': 'identity' };

/** One timed GET: wall time from sending the request to the last byte of the body. */
export type Sample = { ms: number; bytes: number; body: Buffer };

/** GETs `url` and reads the whole body; throws unless the status is 200. */
export async function timedGet(url: string): Promise<Sample> {
  const t0 = performance.now();
  let res: Response;
  let body: Buffer;
  try {
    res = await fetch(url, { headers: IDENTITY });
    body = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    throw new Error(`GET ${url} failed${cause}`, { cause: err });
  }
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.subarray(0, 500).toString('utf8')}`);
  return { ms, bytes: body.length, body };
}

/** GETs a paged list from `url` and every page its `Link: <…>; rel="next"` headers name (RFC 8288,
 *  resolved against `url`): wall time and bytes of all pages together, the pages' arrays joined
 *  into one JSON array as `body`, and the number of pages. Throws unless every status is 200. */
export async function timedGetPages(url: string): Promise<Sample & { pages: number }> {
  const t0 = performance.now();
  const items: unknown[] = [];
  let bytes = 0;
  let pages = 0;
  for (let next: string | undefined = url; next !== undefined; pages++) {
    const res: Response = await fetch(next, { headers: IDENTITY }).catch((err: unknown) => {
      throw new Error(`GET ${next} failed`, { cause: err });
    });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`GET ${next} answered ${res.status}: ${body.subarray(0, 500).toString('utf8')}`);
    bytes += body.length;
    for (const item of JSON.parse(body.toString('utf8')) as unknown[]) items.push(item);
    const link: string | undefined = /<([^>]+)>\s*;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
    next = link === undefined ? undefined : new URL(link, next).href;
  }
  return { ms: performance.now() - t0, bytes, body: Buffer.from(JSON.stringify(items)), pages };
}

/** Median of the samples (mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** 95th percentile by nearest rank (with 15 runs: the slowest). */
export function p95(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil(0.95 * s.length) - 1)]!;
}

/** The `p`-th percentile (0 < p ≤ 100) by nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)]!;
}
