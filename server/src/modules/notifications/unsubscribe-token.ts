import { Id } from '@mitmachkarte/contract';
import { hmac, safeEqual } from '../../lib/tokens.js';

/** The token of a follower mail's unsubscribe link (docs/product.md §16.7):
 *  `<userId>.<pointId>.<signature>`, the signature HMAC-SHA256 under the server's secret of a text
 *  that names its one purpose, so that no other signature of that secret is one of these. It ends
 *  one user's following of one entry and nothing else; it does not expire (as the unsubscribe links
 *  of mailing lists), so an old mail still stops the mails. */
export const unsubscribeToken = (secret: string, userId: string, pointId: string): string =>
  `${userId}.${pointId}.${signature(secret, userId, pointId)}`;

/** The user and entry of a token signed by `secret`; undefined for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; pointId: string } | undefined {
  const [userId, pointId, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !sig || !Id.safeParse(userId).success || !Id.safeParse(pointId).success) return undefined;
  return safeEqual(sig, signature(secret, userId!, pointId!)) ? { userId: userId!, pointId: pointId! } : undefined;
}

const signature = (secret: string, userId: string, pointId: string) => hmac(secret, `unsubscribe-follow:${userId}:${pointId}`);
