import type { OidcPending } from '@mitmachkarte/contract';
import { AppError, conflict, notFound } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { open } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/tokens.js';
import { requireCurrentPassword } from '../auth/auth.service.js';
import type { LoginClient, LoginThrottle } from '../auth/login-throttle.service.js';
import { getTermsOfHost } from '../organisations/organisations.service.js';
import { checkTermsAtRegistration, recordTermsAcceptance } from '../terms/terms.service.js';
import { createInvitedUser } from '../users/users.service.js';
import { deletePending, findPending, findProviderRow } from './identity-providers.repository.js';
import { linkIdentity } from './identities.service.js';
import { applyGroupMapping } from './group-mapping.service.js';
import { amrOf } from '../staff-sign-in/staff-sign-in.service.js';
import { recordVerification } from './verification.service.js';
import type { CallbackOutcome, OidcContext, VerifiedClaims } from './oidc-sign-in.service.js';
import { say } from '../../i18n/messages.js';

/** The person's confirmation after a provider vouched for an address that no identity is linked
 *  to yet (docs/product.md §14.1; docs/security.md, Sign-in through identity providers): an
 *  existing account is linked only with its password — a provider's word about an address never
 *  takes over an account — and a new account is made only when the person asks for it. The
 *  waiting answer belongs to the browser's session token and lives 10 minutes. */

export const NOTHING_PENDING = say('oidcNothingPending');
export const WRONG_PASSWORD = say('oidcWrongPassword');
export const EMAIL_TAKEN = say('oidcEmailTaken');

type Pending = { providerId: string; label: string; verification: string | undefined; existingUserId: string | null; claims: VerifiedClaims; returnPath: string };

async function getPending(ctx: OidcContext, sessionToken: string): Promise<Pending> {
  const row = await findPending(ctx.db, hashToken(sessionToken), nowIso());
  const provider = row && (await findProviderRow(ctx.db, row.provider_id));
  if (!row || !provider || provider.enabled !== 1) throw notFound(NOTHING_PENDING);
  return { providerId: provider.id, label: provider.label, verification: provider.verification, existingUserId: row.existing_user_id, claims: JSON.parse(open(ctx.secret, row.claims)) as VerifiedClaims, returnPath: row.return_path };
}

/** GET /auth/oidc/pending: what waits for this browser's confirmation (404 NOTHING_PENDING). */
export async function describePending(ctx: OidcContext, sessionToken: string, host: string | undefined): Promise<OidcPending> {
  const pending = await getPending(ctx, sessionToken);
  const terms = pending.existingUserId ? undefined : await getTermsOfHost(ctx.db, host);
  return {
    Provider: pending.label, Kind: pending.existingUserId ? 'link' : 'create', Email: pending.claims.email, Name: pending.claims.name,
    ...(terms?.version ? { TermsVersion: terms.version } : {}),
  };
}

/** POST /auth/oidc/pending/link: the existing account's password (counted like a login's,
 *  auth.service.ts requireCurrentPassword: FORBIDDEN WRONG_PASSWORD, 429 after several) links
 *  the identity and logs the account in. CONFLICT when there is nothing to link to. */
export async function confirmLink(ctx: OidcContext, throttle: LoginThrottle, client: LoginClient, sessionToken: string, password: string): Promise<CallbackOutcome & { kind: 'login' }> {
  const pending = await getPending(ctx, sessionToken);
  if (!pending.existingUserId) throw conflict(NOTHING_PENDING);
  const user = await requireCurrentPassword(ctx.db, throttle, client, pending.existingUserId, password, WRONG_PASSWORD);
  if (user.active !== 1) throw new AppError('FORBIDDEN', say('blockedOrNotActivated'));
  await deletePending(ctx.db, hashToken(sessionToken));
  if (!(await linkIdentity(ctx, user.id, pending.providerId, pending.claims))) throw conflict(EMAIL_TAKEN);
  await applyGroupMapping(ctx.db, pending.providerId, user.id, pending.claims.raw);
  await recordVerification(ctx.db, { id: pending.providerId, verification: pending.verification }, pending.claims.subject, pending.claims.raw);
  return { kind: 'login', userId: user.id, providerId: pending.providerId, idToken: pending.claims.idToken, returnPath: pending.returnPath, amr: amrOf(pending.claims.raw) };
}

/** POST /auth/oidc/pending/create: makes an active account without password for the provider's
 *  verified address and name (no groups, like an invited account), with the organisation's terms
 *  accepted when it has some (400 as at registration), links the identity and logs it in.
 *  CONFLICT when the address has an account by now. */
export async function confirmCreate(ctx: OidcContext, sessionToken: string, host: string | undefined, acceptTerms: string | undefined): Promise<CallbackOutcome & { kind: 'login' }> {
  const pending = await getPending(ctx, sessionToken);
  if (pending.existingUserId) throw conflict(NOTHING_PENDING);
  const terms = await checkTermsAtRegistration(ctx.db, host, acceptTerms);
  const { claims } = pending;
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const account = await createInvitedUser(trx, { email: claims.email, name: claims.name || claims.email.split('@')[0]!, passwordHash: '' });
    if (!account) return undefined;
    if (terms) await recordTermsAcceptance(trx, account.id, terms);
    return account.id;
  });
  if (!userId) throw conflict(EMAIL_TAKEN);
  await deletePending(ctx.db, hashToken(sessionToken));
  await linkIdentity({ db: ctx.db }, userId, pending.providerId, claims);
  await applyGroupMapping(ctx.db, pending.providerId, userId, claims.raw);
  await recordVerification(ctx.db, { id: pending.providerId, verification: pending.verification }, claims.subject, claims.raw);
  return { kind: 'login', userId, providerId: pending.providerId, idToken: claims.idToken, returnPath: pending.returnPath, amr: amrOf(claims.raw) };
}
