import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP peer that receives webhooks in the tests: it records every request (headers and
 *  raw body), answers the statuses queued by `answer` (then 200), and checks a signature the way
 *  a receiver following docs/product.md §24.6 would, with its own HMAC code. */
export type Received = { headers: http.IncomingHttpHeaders; body: string; json: Record<string, unknown> };

export async function startReceiver() {
  const received: Received[] = [];
  const queued: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, json: JSON.parse(body) as Record<string, unknown> });
      res.statusCode = queued.shift() ?? 200;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    port,
    received,
    /** The next answers' statuses, in order. */
    answer: (...statuses: number[]) => queued.push(...statuses),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Whether `header` (`t=…,v1=…`) signs `body` under `secret` (HMAC-SHA256 over "<t>.<body>", hex),
 *  with a timestamp at most `toleranceS` seconds from now: Stripe's scheme, written independently. */
export function verifySignature(secret: string, header: string | undefined, body: string, toleranceS = 300): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceS || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
