import { performance } from 'node:perf_hooks';

/** One timed GET: wall time from sending the request to the last byte of the body. */
export type Sample = { ms: number; bytes: number; body: Buffer };

/** GETs `url` and reads the whole body; throws unless the status is 200. */
export async function timedGet(url: string): Promise<Sample> {
  const t0 = performance.now();
  let res: Response;
  let body: Buffer;
  try {
    res = await fetch(url);
    body = Buffer.from(await res.arrayBuffer());
  } catch (err) {
    const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
    throw new Error(`GET ${url} failed${cause}`, { cause: err });
  }
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.subarray(0, 500).toString('utf8')}`);
  return { ms, bytes: body.length, body };
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
