import { availableParallelism } from 'node:os';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Piscina } from 'piscina';
import { AppError, invalidField } from './app-error.js';
import { say } from '../i18n/messages.js';

/** log2 of scrypt's N in production (OWASP: N=2^17, r=8, p=1). Each hash stores its own
 *  parameters, so the cost can be raised later and old hashes still verify. */
export const PRODUCTION_HASH_COST = 17;
const R = 8, P = 1, KEY_LENGTH = 32;
let N = 2 ** PRODUCTION_HASH_COST;

/** Sets the cost of new hashes to N = 2^`log2N` (config PASSWORD_HASH_COST). Route and browser tests
 *  lower it so that their many logins take milliseconds, not 0.3 s each (docs/architecture.md §10). */
export function setPasswordHashCost(log2N: number): void {
  if (N === 2 ** log2N) return;
  N = 2 ** log2N;
  dummyHash = undefined;
}
const maxmem = (n: number, r: number) => 256 * n * r;

/** Hashes computed at once: one thread per two cores beyond the first, at least one and at most
 *  four. scrypt needs ~0.3 s of CPU and 128 MiB per hash; more at once would take the cores the
 *  event loop and image decoding need. */
export const PASSWORD_HASH_THREADS = Math.max(1, Math.min(4, Math.floor((availableParallelism() - 1) / 2) || 1));
/** Hashes that may wait for a thread; beyond, the request is refused (429) instead of queueing
 *  for minutes. 64 waiting hashes are ~20 s of work on one thread. */
export const PASSWORD_HASH_QUEUE = 64;

export const PASSWORD_CHECK_BUSY = say('passwordCheckBusy');

/** Password hashing runs on worker threads of its own (server/workers/scrypt.mjs), never in
 *  libuv's thread pool: the async `crypto.scrypt` runs there and a burst of logins would fill its
 *  four threads, so that file reads of image requests and sharp's work wait behind it
 *  (docs/security.md, Passwords and logins). The pool (and piscina) is loaded on the first hash, not
 *  at start-up (docs/runtime.md §1), and starts its threads on use. */
let pool: Promise<Piscina> | undefined;
const getPool = () => (pool ??= import('piscina').then(({ Piscina: Pool }) => new Pool({
  filename: new URL('../../workers/scrypt.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: PASSWORD_HASH_THREADS,
  maxQueue: PASSWORD_HASH_QUEUE,
  idleTimeout: 60_000,
})));

type ScryptParams = { N: number; r: number; p: number; maxmem: number };

/** scrypt on the pool; a full queue → RATE_LIMITED (429) with a German message. */
async function scrypt(password: string, salt: Buffer, keyLength: number, params: ScryptParams): Promise<Buffer> {
  try {
    const key = await (await getPool()).run({ password, salt, keyLength, params }) as Uint8Array;
    return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
  } catch (err) {
    if (err instanceof Error && /queue is at limit/i.test(err.message)) throw new AppError('RATE_LIMITED', PASSWORD_CHECK_BUSY);
    throw err;
  }
}

/** Hashes a password with scrypt into `scrypt$N$r$p$salt$hash` (base64url parts). ~300 ms on a
 *  thread of the hashing pool. Throws RATE_LIMITED when too many hashes wait. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True if `password` matches `stored`; false for any malformed hash. Constant time in the key.
 *  Throws RATE_LIMITED when too many hashes wait. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n), Number(r)) };
  if (!Number.isInteger(params.N) || !Number.isInteger(params.r) || !Number.isInteger(params.p)) return false;
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password at the current cost, verified against when the e-mail is unknown
 *  so that a failed login takes the same time whether or not the account exists. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A random password of 20 characters for generated admin accounts. */
export const generatePassword = () => randomBytes(15).toString('base64url');

/** Ends the hashing threads (tests, CLI commands that must exit). Hashes asked for afterwards fail. */
export const closePasswordPool = async (): Promise<void> => {
  if (pool) await (await pool).close();
};

/** Throws VALIDATION (400, the field error of `Password`) for a password that is too easy to
 *  guess (`@mitmachkarte/contract/password-strength`, the rule the web app's meter shows;
 *  docs/security.md, Passwords and logins). `userInputs`: what else the person typed (address, name). The
 *  dictionaries are loaded on the first check, not at start-up (docs/runtime.md §1). */
export async function requireStrongPassword(password: string, userInputs: readonly string[]): Promise<void> {
  const { checkPasswordStrength } = await import('@mitmachkarte/contract/password-strength');
  const { message } = checkPasswordStrength(password, userInputs);
  if (message) throw invalidField('Password', message);
}
