import type { OidcErrorKey, PublicIdentityProvider } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import type { IdentityProvidersTable, OidcTransactionsTable } from '../../db/schema.js';
import { notFound, unauthenticated } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { open, seal } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/tokens.js';
import type { SecurityMailDeps } from '../mail/mail.service.js';
import { findUserRow, findUserRowByEmail, listPermissionNames } from '../users/users.service.js';
import { forgetProviderConfiguration, providerConfiguration } from './oidc-client.js';
import { presentPublicProvider } from './identity-providers.presenter.js';
import { deleteDeadTransactions, findIdentity, findProviderRow, insertTransaction, listProviderRows, putPending, takeTransaction, touchIdentity } from './identity-providers.repository.js';
import { linkIdentity } from './identities.service.js';
import { applyGroupMapping } from './group-mapping.service.js';
import { amrOf } from '../staff-sign-in/staff-sign-in.service.js';
import { recordVerification } from './verification.service.js';
import { say } from '../../i18n/messages.js';

/** Sign-in through an identity provider (docs/product.md §14.1; docs/security.md, Sign-in through
 *  identity providers): the authorization code flow with PKCE (S256), state and nonce (OpenID
 *  Connect Core 1.0 §3.1, RFC 7636), checked by openid-client: the ID token's signature against the
 *  provider's keys, its issuer, audience, expiry and nonce. */

/** A sign-in under way lives this long (ms): 10 minutes. */
export const TRANSACTION_MS = 10 * 60_000;
/** A provider's answer waits this long for the person's confirmation (ms): 10 minutes. */
export const PENDING_MS = 10 * 60_000;

export const PROVIDER_UNKNOWN = say('oidcProviderUnknown');

/** What the sign-in needs: the database, the server's secret (sealing), PUBLIC_URL (the callback
 *  address), the organisation serving the request (its providers) and the security mails. */
export type OidcContext = Readonly<{ db: Db; secret: string; publicUrl: string; organisationId: string | undefined; mail: SecurityMailDeps }>;

/** The callback address registered at every provider. */
export const callbackUrl = (publicUrl: string) => `${publicUrl}/api/v1/auth/oidc/callback`;

/** Where the browser goes after the callback. `login`: log `userId` in (the route starts the
 *  session and keeps `idToken` for the provider's logout) unless the account has a second factor,
 *  then the code step comes first; `amr`: the ID token's authentication methods (the staff rule,
 *  staff-sign-in.service.ts); `go`: a page of the web app (a hash route). */
export type CallbackOutcome =
  | { kind: 'login'; userId: string; providerId: string; idToken: string; returnPath: string; amr: string[] }
  | { kind: 'go'; to: string };

/** The web app's login page with the refusal `key` (contract OIDC_ERRORS). */
export const refused = (key: OidcErrorKey): CallbackOutcome => ({ kind: 'go', to: `#/login?oidc=${key}` });

/** An enabled provider of the organisation serving the request, or NOT_FOUND. */
export async function getServingProvider(ctx: OidcContext, providerId: string): Promise<IdentityProvidersTable> {
  const row = await findProviderRow(ctx.db, providerId);
  if (!row || row.enabled !== 1 || row.organisation_id !== ctx.organisationId) throw notFound(PROVIDER_UNKNOWN);
  return row;
}

/** GET /auth/oidc/{providerId}/start and the profile's link start: the provider's authorization
 *  address to send the browser to, with a new state, nonce and PKCE challenge; the transaction is
 *  stored bound to the browser's session token (TRANSACTION_MS, used once). `purpose` 'link' needs
 *  a logged-in actor (401). A provider that cannot be reached sends the browser back to the login
 *  page with its message. */
export async function startSignIn(ctx: OidcContext, actor: Actor, sessionToken: string, providerId: string, purpose: 'login' | 'link', returnPath: string): Promise<string> {
  if (purpose === 'link' && !isLoggedIn(actor)) throw unauthenticated();
  const provider = await getServingProvider(ctx, providerId);
  const client = await import('openid-client');
  let config;
  try {
    config = await providerConfiguration(ctx.secret, provider);
  } catch {
    return `${ctx.publicUrl}/#/login?oidc=provider`;
  }
  // Each start sweeps the sign-ins that ran out, so that the tables hold only live ones.
  await deleteDeadTransactions(ctx.db, nowIso());
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  await insertTransaction(ctx.db, {
    state_hash: hashToken(state), session_hash: hashToken(sessionToken), provider_id: provider.id, purpose,
    user_id: purpose === 'link' ? actor.userId : null, nonce, code_verifier: seal(ctx.secret, verifier),
    return_path: returnPath, expires_at: new Date(Date.now() + TRANSACTION_MS).toISOString(),
  });
  return client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(ctx.publicUrl), scope: provider.scopes, state, nonce,
    code_challenge: await client.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  }).href;
}

/** The claims of a checked ID token the sign-in uses. */
export type VerifiedClaims = { subject: string; email: string; emailVerified: boolean; name: string; idToken: string; raw: Record<string, unknown> };

/** Whether the account `userId` may sign in through `provider` (its `audience`): staff are
 *  accounts that hold some permission, citizens those that hold none. */
async function fitsAudience(db: Db, provider: IdentityProvidersTable, userId: string): Promise<boolean> {
  if (provider.audience === 'both') return true;
  const staff = (await listPermissionNames(db, userId)).length > 0;
  return provider.audience === 'staff' ? staff : !staff;
}

/** Redeems the code of the callback at `currentUrl` (openid-client authorizationCodeGrant with the
 *  expected state, nonce and PKCE verifier; it checks the ID token's signature, issuer, audience,
 *  expiry and nonce), with the address from the UserInfo endpoint when the ID token has none.
 *  Undefined for any refusal. */
async function redeemCode(ctx: OidcContext, provider: IdentityProvidersTable, tx: OidcTransactionsTable, state: string, currentUrl: URL): Promise<VerifiedClaims | undefined> {
  const client = await import('openid-client');
  try {
    const config = await providerConfiguration(ctx.secret, provider);
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: open(ctx.secret, tx.code_verifier), expectedState: state, expectedNonce: tx.nonce, idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims || !tokens.id_token) return undefined;
    // Providers put the scopes' claims into the ID token or answer them at the UserInfo endpoint
    // (OpenID Connect Core 1.0 §5.4); its answer must name the same subject (§5.3.2).
    const claims = typeof idClaims.email === 'string' ? idClaims : { ...idClaims, ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
    return {
      subject: claims.sub, email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '',
      emailVerified: claims.email_verified === true, name: typeof claims.name === 'string' ? claims.name.trim().slice(0, 200) : '', idToken: tokens.id_token,
      raw: claims as Record<string, unknown>,
    };
  } catch {
    // New signing keys or endpoints are fetched on the next attempt.
    forgetProviderConfiguration(provider.id);
    return undefined;
  }
}

/** GET /auth/oidc/callback (`currentUrl`, as the provider sent the browser to it): takes the
 *  transaction of `state` (once; it must belong to this browser's `sessionToken`), redeems the
 *  code and decides. A known identity logs its account in (the audience of the provider and the
 *  account's state allowing); an unknown one with a verified address waits for the person's
 *  confirmation (oidc-confirm.service.ts) — never a silent login into an existing account. In
 *  the profile (`link`), the identity is linked to the logged-in account. Every refusal sends
 *  the browser to the login page with its message and starts no session. */
export async function completeSignIn(ctx: OidcContext, actor: Actor, sessionToken: string, query: { state?: string; error?: string }, currentUrl: URL): Promise<CallbackOutcome> {
  if (!query.state) return refused('state');
  const tx = await takeTransaction(ctx.db, hashToken(query.state), nowIso());
  if (!tx || tx.session_hash !== hashToken(sessionToken)) return refused('state');
  if (query.error) return refused('denied');
  const provider = await findProviderRow(ctx.db, tx.provider_id);
  if (!provider || provider.enabled !== 1) return refused('state');
  const claims = await redeemCode(ctx, provider, tx, query.state, currentUrl);
  if (!claims) return refused('token');
  if (tx.purpose === 'link') {
    if (!tx.user_id || actor.userId !== tx.user_id) return refused('state');
    const linked = await linkIdentity(ctx, tx.user_id, provider.id, claims);
    if (!linked) return refused('taken');
    await recordVerification(ctx.db, provider, claims.subject, claims.raw);
    return { kind: 'go', to: '#/profile?anmeldedienst=verknuepft' };
  }
  const identity = await findIdentity(ctx.db, provider.id, claims.subject);
  if (identity) {
    const user = await findUserRow(ctx.db, identity.user_id);
    if (!user || user.active !== 1) return refused('inactive');
    // The provider's groups first: they may make the account one of the team.
    await applyGroupMapping(ctx.db, provider.id, user.id, claims.raw);
    if (!(await fitsAudience(ctx.db, provider, user.id))) return refused('audience');
    await touchIdentity(ctx.db, provider.id, claims.subject, nowIso());
    await recordVerification(ctx.db, provider, claims.subject, claims.raw);
    return { kind: 'login', userId: user.id, providerId: provider.id, idToken: claims.idToken, returnPath: tx.return_path, amr: amrOf(claims.raw) };
  }
  if (!claims.email || !claims.emailVerified) return refused('email');
  const existing = await findUserRowByEmail(ctx.db, claims.email);
  if (!existing && provider.audience === 'staff') return refused('audience');
  await putPending(ctx.db, {
    session_hash: hashToken(sessionToken), provider_id: provider.id, existing_user_id: existing?.id ?? null,
    claims: seal(ctx.secret, JSON.stringify(claims)), return_path: tx.return_path, expires_at: new Date(Date.now() + PENDING_MS).toISOString(),
  });
  return { kind: 'go', to: '#/anmelden/bestaetigen' };
}

/** GET /auth/providers: the enabled providers of the serving organisation, for the login page's
 *  buttons (open to everyone). */
export async function listServingProviders(db: Db, organisationId: string | undefined): Promise<PublicIdentityProvider[]> {
  if (!organisationId) return [];
  return (await listProviderRows(db, organisationId)).filter((p) => p.enabled === 1).map(presentPublicProvider);
}
