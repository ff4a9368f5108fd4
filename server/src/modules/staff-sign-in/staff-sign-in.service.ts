import { mustSignInThroughProvider, providerSignInCounts, type StaffSignInProviders } from '../../access/account.rules.js';
import type { Db } from '../../db/database.js';
import { AppError, conflict } from '../../lib/app-error.js';
import { quoted } from '../../lib/audit-text.js';
import { listPermissionNames } from '../users/users.service.js';
import { listCountingProviderRows } from './staff-sign-in.repository.js';
import { say } from '../../i18n/messages.js';

/** Staff sign-in through the organisation's provider (docs/product.md §14.1, „Team-Anmeldung“;
 *  docs/security.md, Staff sign-in through the organisation's provider): while an organisation's
 *  rule is in force, accounts holding `admin` or `usermanager` sign in only through one of its
 *  providers — that sign-in counts as their second factor — and never with a password or a
 *  passkey. The rule is read on every login and every request of such an account
 *  (auth/sessions.service.ts lookUpSession), so that it takes effect at once. */

export const PASSWORD_DISABLED = say('passwordDisabled');

/** The refusal of a password or passkey login of an account the rule covers, naming the buttons
 *  of `labels` on the login page. */
export const localSignInRefused = (labels: readonly string[]) =>
  say('localSignInRefused', { buttons: [...new Set(labels)].map((l) => quoted(`Anmelden mit ${l}`)).join(' oder ') });

/** The `amr` values of a provider's claims (OpenID Connect Core 1.0 §2: a list of texts); [] when
 *  there is none. At most 20, each at most 40 characters, as stored with the session. */
export const amrOf = (claims: Record<string, unknown>): string[] =>
  (Array.isArray(claims.amr) ? claims.amr : []).filter((v): v is string => typeof v === 'string' && /^[\w.:-]{1,40}$/.test(v)).slice(0, 20);

/** The identity provider a login came through and the `amr` values its ID token named. */
export type SignInProvider = Readonly<{ id: string; amr: readonly string[] }>;

/** `amr` as stored (space-separated) and back. */
export const joinAmr = (amr: readonly string[]) => amr.join(' ');
export const splitAmr = (text: string | null | undefined): string[] => (text ? text.split(' ').filter(Boolean) : []);

/** The providers that count for the rules in force (access/account.rules.ts); empty when no rule is. */
export async function loadStaffSignInProviders(db: Db): Promise<StaffSignInProviders> {
  const rows = await listCountingProviderRows(db);
  return new Map(rows.map((r) => [r.provider_id, { label: r.label, requiredAmr: splitAmr(r.required_amr), disablePassword: r.disable_password === 1 }]));
}

/** FORBIDDEN (403, naming the providers) when `userId` must sign in through a provider: the
 *  password and passkey logins call it once the credential proved right, so that the refusal
 *  tells nothing to whoever does not hold it. */
export async function requireLocalSignInAllowed(db: Db, userId: string): Promise<void> {
  const providers = await loadStaffSignInProviders(db);
  if (providers.size === 0) return;
  if (mustSignInThroughProvider(await listPermissionNames(db, userId), providers)) {
    throw new AppError('FORBIDDEN', localSignInRefused([...providers.values()].map((p) => p.label)));
  }
}

/** How a sign-in of `userId` through `providerId` whose ID token named `amr` stands under the
 *  rules: `free` (the account is not covered: as before), `counts` (covered, and the sign-in
 *  counts as its second factor), `staff` (covered, another provider) or `amr` (covered, the
 *  provider did not name a required `amr` value). */
export async function judgeProviderSignIn(db: Db, userId: string, providerId: string, amr: readonly string[]): Promise<'free' | 'counts' | 'staff' | 'amr'> {
  const providers = await loadStaffSignInProviders(db);
  if (providers.size === 0 || !mustSignInThroughProvider(await listPermissionNames(db, userId), providers)) return 'free';
  if (!providers.has(providerId)) return 'staff';
  return providerSignInCounts(providers, providerId, amr) ? 'counts' : 'amr';
}

/** Whether a login session of an account holding `permissions`, made through `providerId` (null:
 *  password or passkey) with `amr` (stored text), may stay (`ends` when a rule covers the account
 *  and the session does not count for it), and whether it counts as the second factor. */
export async function sessionStanding(db: Db, permissions: readonly string[], providerId: string | null, amr: string | null): Promise<'free' | 'counts' | 'ends'> {
  const providers = await loadStaffSignInProviders(db);
  if (!mustSignInThroughProvider(permissions, providers)) return 'free';
  return providerSignInCounts(providers, providerId, splitAmr(amr)) ? 'counts' : 'ends';
}

/** Whether an account holding `permissions` may not get a password now: a rule in force covers
 *  it and switches the local password off. */
export async function isPasswordDisabledWith(db: Db, permissions: readonly string[]): Promise<boolean> {
  const providers = await loadStaffSignInProviders(db);
  return [...providers.values()].some((p) => p.disablePassword) && mustSignInThroughProvider(permissions, providers);
}

/** isPasswordDisabledWith the permissions `userId` holds. */
export const isPasswordDisabledFor = async (db: Db, userId: string): Promise<boolean> => isPasswordDisabledWith(db, await listPermissionNames(db, userId));

/** CONFLICT (409, PASSWORD_DISABLED) when `userId` may not set a password now (isPasswordDisabledFor):
 *  the change in the profile and the confirmation of a reset link. */
export async function requirePasswordSettable(db: Db, userId: string): Promise<void> {
  if (await isPasswordDisabledFor(db, userId)) throw conflict(PASSWORD_DISABLED);
}
