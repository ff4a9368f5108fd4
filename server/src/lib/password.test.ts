import { describe, expect, it } from 'vitest';
import { hashPassword, PRODUCTION_HASH_COST, setPasswordHashCost, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('stores scrypt with N=2^17, r=8, p=1, a 16-byte salt and verifies only the right password', async () => {
    // The production cost, whatever a test file run before this one in the same process set.
    setPasswordHashCost(PRODUCTION_HASH_COST);
    const hash = await hashPassword('geheim-123');
    const [kind, n, r, p, salt, key] = hash.split('$');
    expect([kind, n, r, p]).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
    expect(await verifyPassword('geheim-123', hash)).toBe(true);
    expect(await verifyPassword('geheim-124', hash)).toBe(false);
    expect(await hashPassword('geheim-123')).not.toBe(hash);
  });

  it('verifies a hash made at another cost: each hash carries its parameters', async () => {
    setPasswordHashCost(10);
    const cheap = await hashPassword('geheim-123');
    setPasswordHashCost(PRODUCTION_HASH_COST);
    expect(cheap.split('$')[1]).toBe(String(2 ** 10));
    expect(await verifyPassword('geheim-123', cheap)).toBe(true);
    expect(await verifyPassword('geheim-124', cheap)).toBe(false);
  });

  it('refuses malformed hashes instead of throwing', async () => {
    for (const bad of ['', 'plain', 'bcrypt$1$2$3$a$b', 'scrypt$x$8$1$AAAA$BBBB']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});
