import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, o: object) => Promise<Buffer>;

/** scrypt cost (OWASP: N=2^17, r=8, p=1); stored in each hash so it can be raised later. */
const N = 2 ** 17, R = 8, P = 1, KEY_LENGTH = 32;
const maxmem = (n: number, r: number) => 256 * n * r;

/** Hashes a password with scrypt into `scrypt$N$r$p$salt$hash` (base64url parts). ~300 ms, off the
 *  event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmem(N, R) });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True if `password` matches `stored`; false for any malformed hash. Constant time in the key. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: maxmem(Number(n), Number(r)) };
  if (!Number.isInteger(params.N) || !Number.isInteger(params.r) || !Number.isInteger(params.p)) return false;
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64url'), expected.length, params);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of a random password, verified against when the e-mail is unknown so that a failed login
 *  takes the same time whether or not the account exists. */
let dummyHash: Promise<string> | undefined;
export const getDummyHash = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** A random password of 20 characters for generated admin accounts. */
export const generatePassword = () => randomBytes(15).toString('base64url');
