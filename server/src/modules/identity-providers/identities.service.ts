import { type AccountIdentity, verifiesAnyone } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { conflict, notFound, unauthenticated } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { enqueueSecurityNotice, type SecurityMailDeps } from '../mail/mail.service.js';
import { findPasswordHash, findUserRow } from '../users/users.service.js';
import { deleteIdentityOfUser, findIdentity, insertIdentity, listIdentitiesOfUser, listProviderRows } from './identity-providers.repository.js';
import { countPasskeys } from '../passkeys/passkeys.service.js';
import { verificationRulesOf } from './verification.service.js';
import { say } from '../../i18n/messages.js';

/** An account's links to identity providers (docs/product.md §14.1): made after the person proved
 *  the account (its session, or its password), listed and taken back in the profile as long as
 *  one way to sign in remains. Each change mails the account's holder a security notice. */

export const LAST_SIGN_IN = say('lastSignInIdentity');
export const IDENTITY_NOT_LINKED = say('identityNotLinked');

/** What linking needs: the database and the mail of the security notice. */
export type IdentityContext = Readonly<{ db: Db; mail?: SecurityMailDeps }>;

/** Links the provider's `subject` to `userId` (its address at link time kept) and mails the
 *  notice; false when the subject is already linked to another account (nothing changes), true
 *  also when it was linked to this one before. */
export async function linkIdentity(ctx: IdentityContext, userId: string, providerId: string, claims: { subject: string; email: string }): Promise<boolean> {
  const existing = await findIdentity(ctx.db, providerId, claims.subject);
  if (existing) return existing.user_id === userId;
  const linked = await ctx.db.transaction().execute(async (trx) => {
    // One link per account and provider: a new subject replaces the old one.
    await deleteIdentityOfUser(trx, userId, providerId);
    await insertIdentity(trx, { user_id: userId, provider_id: providerId, subject: claims.subject, email: claims.email, linked_at: nowIso(), last_login_at: null });
    const email = (await findUserRow(trx, userId))?.email;
    if (ctx.mail && email) await enqueueSecurityNotice(trx, ctx.mail, email, 'identity-linked');
    return true;
  });
  ctx.mail?.outbox.kick();
  return linked;
}

/** GET /auth/account/identities: the enabled providers of the serving organisation
 *  (`organisationId`), whether the logged-in account is linked to each, and what a provider
 *  vouched for at the latest verified sign-in through it (docs/product.md §14.1; 401 for
 *  visitors). */
export async function listAccountIdentities(db: Db, actor: Actor, organisationId: string | undefined): Promise<AccountIdentity[]> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const providers = organisationId ? (await listProviderRows(db, organisationId)).filter((p) => p.enabled === 1) : [];
  const links = new Map((await listIdentitiesOfUser(db, actor.userId)).map((i) => [i.provider_id, i]));
  return providers.map((p) => {
    const link = links.get(p.id);
    return {
      ProviderID: p.id, Label: p.label, Linked: !!link, Verifies: verifiesAnyone(verificationRulesOf(p)), ...(link ? { LinkedAt: link.linked_at } : {}),
      ...(link?.verified_at && link.assurance ? { Verification: { Assurance: link.assurance, MunicipalityKey: link.municipality_key ?? null, VerifiedAt: link.verified_at } } : {}),
    };
  });
}

/** DELETE /auth/account/identities/{providerId}: unlinks the provider from the logged-in account
 *  (404 if not linked). CONFLICT (409, LAST_SIGN_IN) when the account would be left without a way
 *  to sign in: no password, no other linked provider and no passkey. */
export async function unlinkIdentity(ctx: IdentityContext, actor: Actor, providerId: string): Promise<void> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const links = await listIdentitiesOfUser(ctx.db, actor.userId);
  if (!links.some((l) => l.provider_id === providerId)) throw notFound(IDENTITY_NOT_LINKED);
  const hasPassword = ((await findPasswordHash(ctx.db, actor.userId)) ?? '').startsWith('scrypt$');
  if (!hasPassword && links.length < 2 && (await countPasskeys(ctx.db, actor.userId)) === 0) throw conflict(LAST_SIGN_IN);
  await ctx.db.transaction().execute(async (trx) => {
    await deleteIdentityOfUser(trx, actor.userId, providerId);
    if (ctx.mail) await enqueueSecurityNotice(trx, ctx.mail, actor.email, 'identity-unlinked');
  });
  ctx.mail?.outbox.kick();
}

/** The account's links for its data download (DSGVO Art. 15, 20): provider, subject, the address
 *  at link time, the times, and the verification kept (assurance, municipality key, when; null
 *  when none, docs/product.md §14.1). */
export async function listIdentitiesForExport(db: Db, userId: string) {
  return (await listIdentitiesOfUser(db, userId)).map((i) => ({
    ProviderID: i.provider_id, Subject: i.subject, Email: i.email, LinkedAt: i.linked_at, LastLoginAt: i.last_login_at,
    Assurance: i.assurance ?? null, MunicipalityKey: i.municipality_key ?? null, VerifiedAt: i.verified_at ?? null,
  }));
}

/** Whether `userId` is linked to the provider `providerId` (the staff rule's removal of the
 *  password, staff-sign-in-password.service.ts). */
export const isLinkedTo = async (db: Db, userId: string, providerId: string): Promise<boolean> =>
  (await listIdentitiesOfUser(db, userId)).some((i) => i.provider_id === providerId);
