import { describe, expect, it } from 'vitest';
import { IdempotencyKey } from '@mitmachkarte/contract';
import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a random UUID the server accepts', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(UUID_V4);
    expect(IdempotencyKey.safeParse(key).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('builds a version-4 UUID itself where randomUUID is missing (plain HTTP)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
