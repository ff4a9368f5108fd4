import { config } from 'zod';

/** Imported first by index.ts, so it runs before any schema of this package is built, however a
 *  bundler splits the web app into chunks. In a browser (a global `document`) it switches zod to
 *  its jitless mode: otherwise zod probes `new Function('')` while building object schemas, which
 *  a strict Content-Security-Policy without 'unsafe-eval' reports as a violation (stored-
 *  XSS canaries). The server (no `document`) keeps the faster JIT. */
if (typeof globalThis === 'object' && 'document' in globalThis) config({ jitless: true });
