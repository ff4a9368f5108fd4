#!/usr/bin/env node
/**
 * Bundles the server for `node dist/main.js` (run by `npm run build` after tsc): src/main.ts with
 * everything it loads at start-up (Fastify and its plugins, Kysely, zod, the contract, pino, our
 * modules) in one ES module, so that Node reads and links a few files instead of about a thousand
 * (start-up about twice as fast, docs/runtime.md §1). What loads on first use stays a
 * separate file: our lazily imported modules become chunks beside main.js, and the packages
 * listed in LAZY_OR_NATIVE are left to node_modules as before (native addons, worker files, and
 * what only some requests need). tsc's files in dist/ stay for the tools that import single modules
 * (benchmarks); only dist/main.js is replaced.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');
const CHUNK_PREFIX = 'bundle-';

/** Native addons, packages that start workers from their own files, and the packages the code
 *  imports lazily: loaded from node_modules at run time, never copied into the bundle. */
const LAZY_OR_NATIVE = [
  'better-sqlite3', 'sharp', 'piscina', 'pg', 'pg-native', 'nodemailer', 'otplib', 'qrcode', 'yazl', 'tar',
  'markdown-it', 'sanitize-html', 'ua-parser-js', '@fastify/swagger', '@mitmachkarte/contract/password-strength',
  // The S3 image store's SDK, imported only with IMAGE_STORE=s3 (modules/images/s3-image-store.ts);
  // its @aws-sdk/* and @smithy/* packages are resolved from node_modules by it.
  '@aws-sdk/client-s3',
  // The RDF writers of the open data catalogue, imported by its first request (modules/dcat/dcat.routes.ts).
  'n3', 'jsonld',
  // The Redis client of the shared rate-limit counters, imported only with REDIS_URL (lib/limit-store.ts).
  'ioredis',
  // Fastify's default compilers, which the zod compilers replace (plugins/zod-compilers.ts): only
  // referenced, never run; left out, they cost no parsing at start-up.
  '@fastify/ajv-compiler', '@fastify/fast-json-stringify-compiler', 'fast-json-stringify', 'ajv', 'ajv-formats',
  // Loaded by Fastify only for app.inject() (tests).
  'light-my-request',
  // A JSON file: JSON.parse at run time is far cheaper than compiling it as a 200 KB object literal.
  'mime-db',
];

/** CommonJS packages inside an ES module still call `require` and read `__dirname`. */
const BANNER = [
  "import { createRequire as __mkCreateRequire } from 'node:module';",
  "import { fileURLToPath as __mkFileURLToPath } from 'node:url';",
  'const require = __mkCreateRequire(import.meta.url);',
  'const __filename = __mkFileURLToPath(import.meta.url);',
  "const __dirname = __mkFileURLToPath(new URL('.', import.meta.url));",
].join('\n');

/** Our modules find files relative to themselves (`import.meta.url`, `import.meta.dirname`, e.g.
 *  the password worker and the web app's folder): each keeps the location tsc gives it in dist/,
 *  relative to the bundle's files, which all lie in dist/ too. */
const keepModuleLocation = {
  name: 'keep-module-location',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(src + path.sep)) return undefined;
      const rel = path.relative(src, args.path).replace(/\.ts$/, '.js').split(path.sep).join('/');
      const url = `new URL(${JSON.stringify(`./${rel}`)}, import.meta.url)`;
      const contents = fs.readFileSync(args.path, 'utf8')
        .replaceAll('import.meta.dirname', `__mkFileURLToPath(new URL('.', ${url})).replace(/\\/$/, '')`)
        .replaceAll('import.meta.url', `${url}.href`);
      return { contents, loader: 'ts' };
    });
  },
};

for (const file of fs.readdirSync(dist)) {
  if (file.startsWith(CHUNK_PREFIX)) fs.rmSync(path.join(dist, file));
}
/** The modules the background threads run (lib/background-threads.ts workerModule, the import
 *  pool): bundled too, each at the place tsc gives it, so that a thread's first task does not
 *  wait 0.3–0.4 s while Node resolves and links the ~530 files of its imports (bench/README.md,
 *  exports). A build of their own, sharing chunks among themselves only: shared with main.js,
 *  the split moved main's code into chunks and made start-up slower. */
const WORKERS = ['modules/points/export/points-export.worker', 'modules/layers/layers-points-delete.worker', 'modules/points/import/import-worker'];

const options = {
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: `${CHUNK_PREFIX}[name]-[hash]`,
  external: LAZY_OR_NATIVE,
  // readable-stream is Node's own stream module published for browsers (@fastify/compress takes
  // its Readable.from from it); on Node the built-in is the same code and needs no parsing.
  alias: { 'readable-stream': 'node:stream' },
  banner: { js: BANNER },
  plugins: [keepModuleLocation],
  sourcemap: 'linked',
  logLevel: 'warning',
};
await build({ ...options, entryPoints: { main: path.join(src, 'main.ts') } });
await build({ ...options, entryPoints: Object.fromEntries(WORKERS.map((w) => [w, path.join(src, `${w}.ts`)])), chunkNames: `${CHUNK_PREFIX}worker-[name]-[hash]` });
