import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_HASH_COST } from '../../src/lib/password.js';
import { url } from '../admin-fixtures.js';
import { createUser, PASSWORD } from '../factories.js';
import { createTestApp, type TestApp } from '../test-app.js';

/** A login for an unknown address must cost the same scrypt work as a wrong password for a known
 *  one (docs/security.md: failed logins, the dummy hash), or its answer time tells which
 *  addresses have accounts. Timed, so it runs with the quiet tests (vitest.config.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PASSWORD_HASH_COST: String(PRODUCTION_HASH_COST) } });
});
afterAll(async () => t?.close());

/** A failing login from a fresh browser (cookie + anti-forgery token); its time in ms. */
async function timedLogin(Email: string): Promise<number> {
  const info = await t.app.inject({ method: 'GET', url: url('/auth/info'), remoteAddress: '198.51.100.9' });
  const cookies = info.cookies as { name: string; value: string }[];
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const start = performance.now();
  const res = await t.app.inject({
    method: 'POST', url: url('/auth/login'), remoteAddress: '198.51.100.9',
    headers: { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' },
    payload: JSON.stringify({ Email, Password: 'falsch-falsch' }),
  });
  const ms = performance.now() - start;
  expect(res.statusCode).toBe(401);
  return ms;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('failed logins per account', () => {
  it('spends about the same time on an unknown address as on a wrong password (dummy hash)', async () => {
    const u = await createUser(t.db, { email: 'zeit@example.org' });
    // createUser reuses one cheap hash; this one must be made at the production cost.
    await t.db.updateTable('users').set({ password_hash: await hashPassword(PASSWORD) }).where('id', '=', u.id).execute();
    // Alternating, so that a busy moment of the machine falls on both sides alike.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timedLogin(u.email));
      unknown.push(await timedLogin('gibt-es-nicht@example.org'));
    }
    // Without the dummy hash an unknown address would answer in a few ms, against ~100+ ms of scrypt.
    expect(median(known)).toBeGreaterThan(50);
    expect(median(unknown) / median(known)).toBeGreaterThan(0.5);
  }, 300_000);
});
