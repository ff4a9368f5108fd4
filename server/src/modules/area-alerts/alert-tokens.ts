import { Id } from '@mitmachkarte/contract';
import { hmac, safeEqual } from '../../lib/tokens.js';

/** The signed tokens of an area alert (docs/product.md §24.2): `<alert id>.<signature>`, the
 *  signature HMAC-SHA256 under the server's secret of `<purpose>:<id>`. `unsubscribe` ends the
 *  alert (the link of every mail, as a mailing list's, does not expire); `feed` reads the alert's
 *  Atom feed (its secret link; unguessable without the secret). Neither acts for another purpose. */
export type AlertTokenPurpose = 'area-alert-unsubscribe' | 'area-alert-feed';

export const alertToken = (secret: string, purpose: AlertTokenPurpose, alertId: string): string => `${alertId}.${hmac(secret, `${purpose}:${alertId}`)}`;

/** The alert id of a token signed by `secret` for `purpose`; undefined for anything else. */
export function readAlertToken(secret: string, purpose: AlertTokenPurpose, token: string): string | undefined {
  const [id, sig, ...rest] = token.split('.');
  if (rest.length > 0 || !sig || !Id.safeParse(id).success) return undefined;
  return safeEqual(sig, hmac(secret, `${purpose}:${id!}`)) ? id : undefined;
}
