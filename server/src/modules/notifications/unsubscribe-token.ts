import { idPairTokens } from '../../lib/tokens.js';

/** The token of a follower mail's unsubscribe link (docs/product.md §16.7):
 *  `<userId>.<pointId>.<signature>` (lib/tokens.ts idPairTokens, purpose `unsubscribe-follow`). It
 *  ends one user's following of one entry and nothing else; it does not expire (as the unsubscribe
 *  links of mailing lists), so an old mail still stops the mails. */
const tokens = idPairTokens('unsubscribe-follow');

export const unsubscribeToken = (secret: string, userId: string, pointId: string): string => tokens.make(secret, userId, pointId);

/** The user and entry of a token signed by `secret`; undefined for anything else. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; pointId: string } | undefined {
  const ids = tokens.read(secret, token);
  return ids && { userId: ids[0], pointId: ids[1] };
}
