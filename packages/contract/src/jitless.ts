import { config } from 'zod';

/** Side-effect module for browsers: switches zod to its jitless mode before any schema is built.
 *  Otherwise zod probes `new Function('')` while building object schemas, which a strict
 *  Content-Security-Policy without 'unsafe-eval' reports as a violation (issue 9, stored-XSS
 *  canaries). Import it first, before `@mitmachkarte/contract`. The server keeps the faster JIT. */
config({ jitless: true });
