import { config } from 'zod';

/** Imported first by index.ts, and by the web app's entry (web/src/main.tsx) as
 *  `@mitmachkarte/contract/jitless`: the bundler drops the barrel's side-effect import when it
 *  tree-shakes, and the entry runs before any chunk builds a schema. In a browser (a global `document`) it switches zod to
 *  its jitless mode: otherwise zod probes `new Function('')` while building object schemas, which
 *  a strict Content-Security-Policy without 'unsafe-eval' reports as a violation (stored-
 *  XSS canaries). The server (no `document`) keeps the faster JIT. */
if (typeof globalThis === 'object' && 'document' in globalThis) config({ jitless: true });
