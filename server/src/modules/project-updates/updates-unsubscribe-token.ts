import { idPairTokens } from '../../lib/tokens.js';

/** The token of an update mail's unsubscribe link (docs/product.md §25.5): `<userId>.<workspaceId>.<signature>`
 *  (lib/tokens.ts idPairTokens, purpose `unsubscribe-project-updates`, not the follower or team
 *  links' one). It stops one person's update mails of one project and nothing else; it does not
 *  expire, so an old mail still stops them. */
const tokens = idPairTokens('unsubscribe-project-updates');

export const updatesUnsubscribeToken = (secret: string, userId: string, workspaceId: string): string => tokens.make(secret, userId, workspaceId);

/** The user and project of a token signed by `secret`; undefined for anything else. */
export function readUpdatesUnsubscribeToken(secret: string, token: string): { userId: string; workspaceId: string } | undefined {
  const ids = tokens.read(secret, token);
  return ids && { userId: ids[0], workspaceId: ids[1] };
}
