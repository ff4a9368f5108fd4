import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Id } from '@mitmachkarte/contract';

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


/** Signed tokens `<first>.<second>.<signature>` naming two ids (UUIDs) for one `purpose`: the
 *  signature is HMAC-SHA256 under the server's secret of `<purpose>:<first>:<second>`, so that no
 *  signature made for another purpose is one of these. They do not expire (the unsubscribe links
 *  of mails, docs/product.md §16.7, §16.8). `read` answers the two ids, undefined for anything else. */
export function idPairTokens(purpose: string) {
  const signature = (secret: string, first: string, second: string) => hmac(secret, `${purpose}:${first}:${second}`);
  return {
    make: (secret: string, first: string, second: string): string => `${first}.${second}.${signature(secret, first, second)}`,
    read(secret: string, token: string): [string, string] | undefined {
      const [first, second, sig, ...rest] = token.split('.');
      if (rest.length > 0 || !sig || !Id.safeParse(first).success || !Id.safeParse(second).success) return undefined;
      return safeEqual(sig, signature(secret, first!, second!)) ? [first!, second!] : undefined;
    },
  };
}
