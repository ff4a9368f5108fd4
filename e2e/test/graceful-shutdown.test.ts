/** Graceful shutdown of the real server process: on SIGTERM a running request finishes
 *  and is kept, a new request on an open keep-alive connection gets 503 with a German message and
 *  `Connection: close` (no reset), a new connection is refused, and the process exits 0 quickly. */
import http from 'node:http';
import type { Workspace } from '@mitmachkarte/contract';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { makePng } from './durability.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, cleanup, HttpClient, makeTempDir, startServer } from './server-process.js';

afterEach(cleanup);
afterAll(cleanup);

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request over `agent` (keep-alive: the same connection as the agent's last request). */
function request(agent: http.Agent, url: string, opts: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (s: string) => { body += s; }).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe('SIGTERM', () => {
  it('finishes the running upload, answers new requests on open connections with 503, refuses new connections, exits 0', async () => {
    const dataDir = makeTempDir();
    const server = await startServer({ dataDir });
    const admin = new HttpClient(server.baseUrl);
    await admin.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.ok(admin.post<Workspace>('/gis/workspace', { Name: 'Abschalten', Public: false, Editable: false }), 'workspace');
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = decodeURIComponent(admin.cookies.get('XSRF-TOKEN')!);

    // An open, idle keep-alive connection.
    const idle = new http.Agent({ keepAlive: true, maxSockets: 1 });
    expect((await request(idle, `${server.baseUrl}${API}/health`)).status).toBe(200);

    // A running request: the upload's headers and half of its body are sent before SIGTERM, the
    // rest after it.
    const photo = makePng(7, 1500);
    const busy = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const uploading = http.request(`${server.baseUrl}${API}/gis/images/upload`, {
      agent: busy, method: 'POST',
      headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/octet-stream', 'content-length': String(photo.length) },
    });
    const upload = new Promise<Answer>((resolve, reject) => {
      uploading.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (s: string) => { body += s; }).on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      uploading.on('error', reject);
    });
    uploading.write(photo.subarray(0, photo.length >> 1));
    await new Promise((r) => setTimeout(r, 500));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    const refused = await request(idle, `${server.baseUrl}${API}/gis/workspaces`);
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toEqual({ Message: 'Der Server wird gerade neu gestartet. Bitte versuchen Sie es in wenigen Sekunden noch einmal.' });
    expect(refused.headers.connection).toBe('close');
    // A new connection is not accepted any more.
    await expect(request(new http.Agent({ keepAlive: false }), `${server.baseUrl}${API}/health`)).rejects.toThrow(/ECONNREFUSED/);

    uploading.end(photo.subarray(photo.length >> 1));
    const uploaded = await upload;
    expect(uploaded.status, uploaded.body).toBe(200);
    const imageId = (JSON.parse(uploaded.body) as { Id: string }).Id;
    const exit = await server.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - signalled).toBeLessThan(30_000);
    idle.destroy();
    busy.destroy();

    // The upload answered during the shutdown is there after a restart.
    const again = await startServer({ dataDir });
    const res = await fetch(`${again.baseUrl}${API}/gis/image/norm/${imageId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });
});
