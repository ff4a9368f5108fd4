/** Baseline of http-answers.bench.ts: bare Fastify 5 (no plugins, no hooks, no schemas) answering
 *  each recorded URL with the bytes the real server sent for it and its content-type: what the
 *  framework itself costs. The benchmark transpiles this file and runs it with plain `node`.
 *  Environment: MAP_BASELINE_ANSWERS (a JSON file: path → { headers, body in base64 }, as for
 *  map-baseline-server.ts), PORT, HOST. GET /ready answers 204 once listening. */
import fs from 'node:fs';
import Fastify from 'fastify';

type Recorded = { headers: Record<string, string>; body: string };

const file = process.env.MAP_BASELINE_ANSWERS;
if (!file) throw new Error('MAP_BASELINE_ANSWERS is not set');
const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Recorded>;

const app = Fastify({ logger: false });
for (const [url, r] of Object.entries(recorded)) {
  const body = Buffer.from(r.body, 'base64');
  app.get(url, (_req, reply) => reply.headers(r.headers).send(body));
}
app.get('/ready', (_req, reply) => reply.code(204).send());

const close = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', close);
process.on('SIGINT', close);
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
