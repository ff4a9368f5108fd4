/** Imported first by index.ts, and by the web app's entry (web/src/main.tsx) as
 *  `@mitmachkarte/contract/jitless`: the bundler drops the barrel's side-effect import when it
 *  tree-shakes, and the entry runs before any chunk builds a schema. In a browser (a global `document`) it switches zod to
 *  its jitless mode: otherwise zod probes `new Function('')` while building object schemas, which
 *  a strict Content-Security-Policy without 'unsafe-eval' reports as a violation (stored-
 *  XSS canaries). The server (no `document`) keeps the faster JIT.
 *
 *  zod keeps its global configuration (what its `config()` sets) in `globalThis.__zod_globalConfig`
 *  and adopts an object already there. Setting the flag there, instead of importing `config` from
 *  zod, keeps zod out of the web app's first load (docs/runtime.md §3); jitless.test.ts checks
 *  that zod reads it. */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
if (typeof globalThis === 'object' && 'document' in globalThis) (zodGlobal.__zod_globalConfig ??= {}).jitless = true;
