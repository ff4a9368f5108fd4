import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A LibreTranslate-compatible service for tests: `POST /translate` as its published API takes it
 *  (JSON or form data: `q`, `source`, `target`, `format`, `api_key`), answering from a fixed table
 *  of texts and their translations by target language, with `detectedLanguage` for `source: auto`.
 *  It counts the requests it gets and keeps them; a wrong or missing `api_key` gets 403 as the
 *  real service answers it; a text it does not know gets 400; `slow` makes it wait before answering
 *  (for timeouts), `down` answer 500. */

/** text → target → translation; the source language is 'de' unless `SOURCES` names another. */
export const PEER_TABLE: Record<string, Record<string, string>> = {
  'Der Radweg ist hier zu schmal.': { en: 'The cycle path is too narrow here.', tr: 'Bisiklet yolu burada çok dar.', ar: 'مسار الدراجات ضيق جدًا هنا.', uk: 'Велодоріжка тут занадто вузька.' },
  'Bitte eine Bank aufstellen.': { en: 'Please put up a bench.', ar: 'يرجى وضع مقعد.' },
  'Frosch am Ufer': { en: 'Frog on the bank' },
  'Bu kavşak çok tehlikeli.': { de: 'Diese Kreuzung ist sehr gefährlich.', en: 'This intersection is very dangerous.' },
  'الرصيف مكسور أمام المدرسة.': { de: 'Der Gehweg vor der Schule ist kaputt.', en: 'The pavement in front of the school is broken.' },
};
const SOURCES: Record<string, string> = { 'Bu kavşak çok tehlikeli.': 'tr', 'الرصيف مكسور أمام المدرسة.': 'ar' };

export type PeerRequest = { q: string; source: string; target: string; format: string; api_key: string; contentType: string };

export type LibreTranslatePeer = {
  /** The base URL, e.g. http://127.0.0.1:PORT */
  url: string;
  /** Every request to /translate, in order. */
  requests: PeerRequest[];
  /** The key it accepts; '' accepts requests without one. */
  apiKey: string;
  /** Milliseconds to wait before answering (0: at once). */
  slow: number;
  /** Answers 500 while set. */
  down: boolean;
  close: () => Promise<void>;
};

async function bodyOf(req: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').startsWith('application/json')) return JSON.parse(text) as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

/** Starts the service on a random port of 127.0.0.1 accepting `apiKey`. */
export async function startLibreTranslatePeer(apiKey = 'peer-schluessel'): Promise<LibreTranslatePeer> {
  const peer: LibreTranslatePeer = { url: '', requests: [], apiKey, slow: 0, down: false, close: async () => {} };
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/translate') return send(404, { error: 'Not Found' });
    void bodyOf(req).then(async (b) => {
      const asked: PeerRequest = { q: b.q ?? '', source: b.source ?? '', target: b.target ?? '', format: b.format ?? '', api_key: b.api_key ?? '', contentType: req.headers['content-type'] ?? '' };
      peer.requests.push(asked);
      if (peer.slow) await new Promise((resolve) => setTimeout(resolve, peer.slow));
      if (peer.down) return send(500, { error: 'kaputt' });
      if (peer.apiKey && asked.api_key !== peer.apiKey) return send(403, { error: 'Invalid API key' });
      const translated = PEER_TABLE[asked.q]?.[asked.target];
      if (translated === undefined) return send(400, { error: `${asked.target} is not supported` });
      const source = SOURCES[asked.q] ?? 'de';
      return send(200, { translatedText: translated, ...(asked.source === 'auto' ? { detectedLanguage: { confidence: 90, language: source } } : {}) });
    }, () => send(400, { error: 'bad body' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  peer.close = () => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
  return peer;
}
