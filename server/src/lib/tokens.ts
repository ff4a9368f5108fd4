import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token of 256 bits, base64url (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** sha256 of a token, hex: what the database stores instead of the token itself. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** HMAC-SHA256 of `value` under `secret`, base64url. */
export const hmac = (secret: string, value: string): string => createHmac('sha256', secret).update(value).digest('base64url');

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a), y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
