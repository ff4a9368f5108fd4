import path from 'node:path';
import { type Child, startListening } from './processes.js';

/** The built server the benchmarks start (`npm run build` first). */
export const SERVER_MAIN = path.resolve(import.meta.dirname, '../server/dist/main.js');
/** Password of the admin account the server creates on first start (admin@localhost). */
export const BENCH_ADMIN = { email: 'admin@localhost', password: 'bench-admin-1234' };

/** Variables the server reads (server/src/config.ts) or node obeys: never inherited by the children. */
const NOT_INHERITED = new Set(['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD',
  'TILE_URL', 'TILE_ATTRIBUTION', 'SEED_DEMO', 'TRUST_PROXY', 'LOG_LEVEL', 'WEB_DIST', 'NODE_OPTIONS']);

/** An integer environment variable of the benchmark, at least `min`, or `fallback` when unset. */
export function intEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got "${raw}"`);
  return n;
}

/** The benchmark's environment without the server's variables, plus `extra`. */
export const childEnv = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !NOT_INHERITED.has(k))),
  ...extra,
});

/** Server variables that lift the hourly write quotas of accounts (docs/security.md, Limits):
 *  a load run writes as one account what many people would. */
export const UNLIMITED_ACCOUNT_WRITES: Record<string, string> = {
  RATE_LIMIT_ACCOUNT_POINTS_PER_HOUR: '1000000', RATE_LIMIT_ACCOUNT_COMMENTS_PER_HOUR: '1000000', RATE_LIMIT_ACCOUNT_VOTES_PER_HOUR: '1000000',
};

/** Starts `node server/dist/main.js` on a free port with DATA_DIR `dir` (SQLite, no demo content)
 *  and waits until it answers. `env` adds server variables (e.g. TRUST_PROXY), `nodeArgs` options
 *  of node itself (e.g. --cpu-prof, which node refuses in NODE_OPTIONS). */
export function startServer(dir: string, env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<{ child: Child; base: string }> {
  return startListening('server', (port) => ({
    args: [...nodeArgs, SERVER_MAIN],
    cwd: dir,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, SEED_DEMO: 'false', ADMIN_PASSWORD: BENCH_ADMIN.password, LOG_LEVEL: 'warn', ...env }),
  }), '/api/v1/auth/info', (status) => status === 200);
}
