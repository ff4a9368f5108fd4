import { idPairTokens } from '../../lib/tokens.js';

/** The token of the unsubscribe link in the mails to the person an entry was recorded for
 *  (docs/product.md §16.12): `<pointId>.<pointId>.<signature>` (lib/tokens.ts idPairTokens,
 *  purpose `unsubscribe-reporter`, so no follow or team token is one of these). An entry has at
 *  most one reporter; the token ends their mails and nothing else, and does not expire. */
const tokens = idPairTokens('unsubscribe-reporter');

export const reporterToken = (secret: string, pointId: string): string => tokens.make(secret, pointId, pointId);

/** The entry of a token signed by `secret`; undefined for anything else. */
export function readReporterToken(secret: string, token: string): string | undefined {
  const ids = tokens.read(secret, token);
  return ids && ids[0] === ids[1] ? ids[0] : undefined;
}
