import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

/** A finding of the security review (docs/security.md, Limits): a slow body held a connection for 204 s, and
 *  over-long or broken URLs were answered by Fastify's English JSON instead of the one German
 *  error handler. */

describe('finding 7: over-long and broken URLs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it.each([
    ['an id longer than a path parameter may be', `/api/v1/gis/layer/${'a'.repeat(200)}`, 414, 'Die Adresse ist zu lang.'],
    ['a broken percent escape', '/api/v1/gis/layer/%E0%A4%A', 400, 'Die Adresse ist ungültig.'],
    ['a lone percent sign', '/api/v1/gis/points/%', 400, 'Die Adresse ist ungültig.'],
    ['a broken escape outside the API', '/%zz', 400, 'Die Adresse ist ungültig.'],
  ])('finding 7: answers %s in German JSON from the one error handler', async (_what, url, status, message) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ Message: message });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toMatch(/FST_|Bad Request/);
  });
});

/** Opens a raw TCP connection to the listening app. */
function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Everything the server sends until it closes the connection, and when (ms after `since`). */
function untilClosed(socket: net.Socket, since: number): Promise<{ text: string; ms: number }> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (d) => { text += d.toString('latin1'); });
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ text, ms: Date.now() - since }));
  });
}

describe('finding 7: request timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_S: '2' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  it('finding 7: a body that trickles in is cut off with 408 once the request timeout has passed', async () => {
    // A write with valid anti-forgery cookie and header, so the server waits for the body.
    const info = await fetch(`http://127.0.0.1:${port}/api/v1/auth/info`);
    const cookies = info.headers.getSetCookie().map((c) => c.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((c) => c.startsWith('XSRF-TOKEN='))!.slice('XSRF-TOKEN='.length));
    const socket = await connect(port);
    const started = Date.now();
    const closed = untilClosed(socket, started);
    socket.write(`POST /api/v1/survey HTTP/1.1\r\nHost: x\r\nCookie: ${cookies.join('; ')}\r\nX-XSRF-TOKEN: ${xsrf}\r\n`
      + 'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    const drip = setInterval(() => { if (!socket.destroyed) socket.write(' '); }, 300);
    const { text, ms } = await closed;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(1_500);
    expect(ms).toBeLessThan(6_000);
  });

  it('finding 7: headers that never end are cut off too, and the server keeps answering others', async () => {
    const socket = await connect(port);
    const started = Date.now();
    const closed = untilClosed(socket, started);
    socket.write('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Langsam: ');
    const drip = setInterval(() => { if (!socket.destroyed) socket.write('a'); }, 300);
    const { text, ms } = await closed;
    clearInterval(drip);
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(6_000);
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200);
  });
});

describe('finding 15: errors of the HTTP parser', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ env: { REQUEST_TIMEOUT_S: '2' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => t?.close());

  /** Sends `raw` on a new connection; answers the status and the JSON body the server sent before closing. */
  async function sendRaw(raw: string): Promise<{ status: number; type: string; body: unknown }> {
    const socket = await connect(port);
    const closed = untilClosed(socket, Date.now());
    socket.write(raw);
    const { text } = await closed;
    const [head, body = ''] = text.split('\r\n\r\n');
    return {
      status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]),
      type: /content-type: ([^\r\n]*)/i.exec(head ?? '')?.[1] ?? '',
      body: JSON.parse(Buffer.from(body, 'latin1').toString('utf8')),
    };
  }

  it.each([
    ['header fields too large (431)', `GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Gross: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'Die Kopfzeilen der Anfrage sind zu groß.'],
    ['a request the HTTP parser cannot read (400)', 'KAPUTT / HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'Die Anfrage ist ungültig.'],
    ['a request that does not arrive in time (408)', 'GET /api/v1/health HTTP/1.1\r\nHost: x\r\n', 408, 'Die Anfrage kam nicht rechtzeitig an. Bitte versuchen Sie es noch einmal.'],
  ])('finding 15: answers %s in German JSON', async (_what, raw, status, message) => {
    const res = await sendRaw(raw);
    expect(res).toEqual({ status, type: 'application/json; charset=utf-8', body: { Message: message } });
  });
});
