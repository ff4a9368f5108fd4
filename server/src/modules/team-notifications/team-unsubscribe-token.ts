import { idPairTokens } from '../../lib/tokens.js';

/** The token of a team mail's unsubscribe link (docs/product.md §16.8): `<userId>.<workspaceId>.<signature>`
 *  (lib/tokens.ts idPairTokens, purpose `unsubscribe-team`, not the follower links' one). It
 *  switches one member's team mails of one project off and nothing else; it does not expire, so an
 *  old mail still stops them. */
const tokens = idPairTokens('unsubscribe-team');

export const teamUnsubscribeToken = (secret: string, userId: string, workspaceId: string): string => tokens.make(secret, userId, workspaceId);

/** The user and project of a token signed by `secret`; undefined for anything else. */
export function readTeamUnsubscribeToken(secret: string, token: string): { userId: string; workspaceId: string } | undefined {
  const ids = tokens.read(secret, token);
  return ids && { userId: ids[0], workspaceId: ids[1] };
}
