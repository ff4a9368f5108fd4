// The worker of the password-hashing pool (server/src/lib/password.ts): scrypt on this worker
// thread, synchronously, so that it never occupies libuv's thread pool, which file access, sharp
// and zlib share (docs/security.md, Passwords and logins). Plain JavaScript, as worker threads load
// files without the TypeScript build; kept this small on purpose.
import { scryptSync } from 'node:crypto';

/** @param {{ password: string, salt: Uint8Array, keyLength: number, params: import('node:crypto').ScryptOptions }} task
 *  @returns {Uint8Array} the derived key */
export default function scrypt({ password, salt, keyLength, params }) {
  return scryptSync(password, salt, keyLength, params);
}
