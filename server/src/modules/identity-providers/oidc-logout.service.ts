import type { Db } from '../../db/database.js';
import { open, seal } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/tokens.js';
import { providerConfiguration } from './oidc-client.js';
import { findOidcSession, findProviderRow, insertOidcSession } from './identity-providers.repository.js';

/** RP-initiated logout (OpenID Connect RP-Initiated Logout 1.0; docs/security.md, Sign-in through
 *  identity providers): a login session made through a provider keeps the provider and its ID
 *  token, sealed (lib/secret-box.ts), in `oidc_sessions`; on logout the browser is sent to the
 *  provider's end_session_endpoint with the token as id_token_hint, and comes back to the site. */

/** Notes that the login session of `sessionToken` came from `providerId` with `idToken`. */
export const rememberProviderSession = (db: Db, secret: string, sessionToken: string, providerId: string, idToken: string) =>
  insertOidcSession(db, hashToken(sessionToken), providerId, seal(secret, idToken));

/** The provider's logout address for the session of `sessionToken` (read before the session
 *  ends), or undefined: not made through a provider, the provider gone or without an
 *  end_session_endpoint, or unreachable (the local logout happens all the same). */
export async function providerLogoutUrl(db: Db, secret: string, publicUrl: string, sessionToken: string): Promise<string | undefined> {
  if (!sessionToken) return undefined;
  const row = await findOidcSession(db, hashToken(sessionToken));
  const provider = row && (await findProviderRow(db, row.provider_id));
  if (!row || !provider) return undefined;
  try {
    const config = await providerConfiguration(secret, provider);
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    const client = await import('openid-client');
    return client.buildEndSessionUrl(config, { id_token_hint: open(secret, row.id_token), post_logout_redirect_uri: `${publicUrl}/` }).href;
  } catch {
    return undefined;
  }
}
