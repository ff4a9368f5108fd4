/** Baseline of map-data.bench.ts: the least a server can do for the map's tiles. Bare node:http
 *  answering each recorded URL with the bytes the real server sent for it (compressed if it
 *  compressed) and the same content-type, content-encoding, etag, cache-control and vary; no
 *  routing beyond a Map lookup, no database, no access check.
 *
 *  The benchmark transpiles this file and runs it with plain `node` (not tsx), as the server is
 *  run. Environment: MAP_BASELINE_ANSWERS (a JSON file: path → { headers, body in base64 }), PORT,
 *  HOST. GET /ready answers 204 once listening. */
import fs from 'node:fs';
import http from 'node:http';

type Recorded = { headers: Record<string, string>; body: string };

const file = process.env.MAP_BASELINE_ANSWERS;
if (!file) throw new Error('MAP_BASELINE_ANSWERS is not set');
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Recorded>;
const answers = new Map(Object.entries(recorded).map(([url, r]) => {
  const body = Buffer.from(r.body, 'base64');
  return [url, { headers: { ...r.headers, 'content-length': String(body.length) }, body }] as const;
}));

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (req.url === '/ready') {
    res.writeHead(204).end();
  } else if (req.method !== 'GET' || !answer) {
    res.writeHead(404).end();
  } else {
    res.writeHead(200, answer.headers);
    res.end(answer.body);
  }
});

const close = () => server.close(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
server.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? '127.0.0.1');
