import type { Language, RegisterAnswer, RegisterBody, ResetPasswordBody, SuccessAnswer } from '@mitmachkarte/contract';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { hashPassword, requireStrongPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { findGroupIdByName } from '../groups/groups.service.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MailOutbox } from '../mail/mail-outbox.service.js';
import { enqueueAccountMail } from '../mail/mail.service.js';
import { checkTermsAtRegistration, recordTermsAcceptance, type TermsAccepted } from '../terms/terms.service.js';
import { type AccountSummary, createInactiveUser, findAccountByEmail } from '../users/users.service.js';
import { checkRegistrationAnswers, storeRegistrationAnswers } from '../profile-questions/profile-answers.service.js';
import { isPasswordDisabledFor } from '../staff-sign-in/staff-sign-in.service.js';
import {
  countAuthTokensSince, deleteExpiredAuthTokensOfUser, insertAuthToken, retireUnusedAuthTokens,
} from './registration.repository.js';

/** Lifetime of a link in hours: activation 24 hours; a reset only 30 minutes, as it sets a
 *  password (docs/decisions/0009). */
export const LINK_VALID_HOURS: Record<'activation' | 'password', number> = { activation: 24, password: 0.5 };
/** At most this many account mails go to one account per hour, whatever the client address;
 *  counted in the database, so the limit holds across several server processes. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;

const HOUR_MS = 3600_000;
const SUCCESS = { Message: 'success' } as const;
const EmailAddress = z.email();

/** What the account calls need: the database, the configuration (PUBLIC_URL, MAIL_FROM,
 *  DEFAULT_GROUP), the mail outbox's sender (kicked after a mail was enqueued) and the request's
 *  logger. */
export type MailDeps = Readonly<{ db: Db; config: Config; outbox: MailOutbox; log: FastifyBaseLogger }>;

/** Path of each link under PUBLIC_URL (the specification's link routes). */
const LINK_PATHS: Record<'activation' | 'password', string> = {
  activation: '/api/v1/auth/activate/',
  password: '/api/v1/auth/activatepassword/',
};


/** POST /auth/register. A registration never changes an existing account (docs/decisions/0009):
 *  an invalid address → 400 `noemail`; an active account → 409 `exists` (the specification's
 *  answer); a switched-off account → `success` as for a new address, unchanged, and its owner
 *  gets the mail "Ihr Konto ist gesperrt"; a pending registration → `success` and a new activation
 *  link carrying this registration's password and name, which the link's page must confirm; the
 *  earlier links die (docs/security.md, Accounts and mailed links: a link's password is the one of
 *  its request, so whoever registers again with their own password gets the link that works); a new address →
 *  an inactive user in the default group (DEFAULT_GROUP) and such a link. The password is hashed
 *  in every case but `exists`, so the other answers take similar time. Mails go through the
 *  outbox: the answer never depends on the mail server.
 *  While the organisation serving `host` has terms of use, `AcceptTerms` must be their current
 *  version (400 at that field before any account is looked up, terms.service.ts); the acceptance
 *  is stored with the new account, or with the pending one's new link (docs/product.md §2.22).
 *  A new account keeps `language`, the request's (§23): its activation mail and later ones speak
 *  it; a pending one's new link is mailed in it too. Optional answers to the site's profile
 *  questions (`Profile`) are checked before anything else is looked up (400 at `Profile.n`) and
 *  stored with a new account only, like everything else of a registration (docs/product.md §25.3). */
export async function register(deps: MailDeps, host: string | undefined, body: RegisterBody, language: Language): Promise<RegisterAnswer> {
  const email = body.Email.trim().toLowerCase();
  if (!EmailAddress.safeParse(email).success) throw new AppError('VALIDATION', 'noemail');
  const terms = await checkTermsAtRegistration(deps.db, host, body.AcceptTerms);
  const profile = await checkRegistrationAnswers(deps.db, host, body.Profile);
  await requireStrongPassword(body.Password, [email, body.Name]);
  // Two rounds: a concurrent registration of the same address may create the account between the
  // lookup and the insert; the second round then treats it as existing.
  for (let round = 0; round < 2; round++) {
    const existing = await findAccountByEmail(deps.db, email);
    if (existing?.state === 'active') throw new AppError('CONFLICT', 'exists');
    const pending = { passwordHash: await hashPassword(body.Password), name: body.Name };
    if (existing?.state === 'deactivated') {
      await sendMail(deps, host, existing, { kind: 'locked' });
      return SUCCESS;
    }
    if (existing) {
      await issueLink(deps, host, { ...existing, language }, 'activation', { ...pending, terms });
      return SUCCESS;
    }
    const groupIds = await defaultGroupIds(deps);
    const created = await deps.db.transaction().execute(async (trx) => {
      const user = await createInactiveUser(trx, { email, name: body.Name, passwordHash: pending.passwordHash, attributes: body.Attributes, groupIds, language });
      if (user && terms) await recordTermsAcceptance(trx, user.id, terms);
      if (user) await storeRegistrationAnswers(trx, user.id, profile);
      return user;
    });
    if (created) {
      await issueLink(deps, host, created, 'activation', pending);
      return SUCCESS;
    }
  }
  return SUCCESS;
}

/** POST /auth/resetpassword: the same `success` whatever the address, so that the call reveals no
 *  accounts. For an active account the new password is stored hashed on a link that lives 30
 *  minutes and replaces older reset links; the password becomes valid only when it is typed
 *  once more on the link's page (activation.service.ts confirmPassword). Unknown and inactive
 *  addresses get no mail, nor do accounts whose password an organisation's staff rule switches off. The password is hashed in every case, so both answers take similar time. */
export async function requestPasswordReset(deps: MailDeps, host: string | undefined, body: ResetPasswordBody): Promise<SuccessAnswer> {
  // Checked against the typed address only, so that a refusal says nothing about the account.
  await requireStrongPassword(body.Password, [body.Email]);
  const pendingHash = await hashPassword(body.Password);
  const account = await findAccountByEmail(deps.db, body.Email);
  if (account?.state === 'active' && (await isPasswordDisabledFor(deps.db, account.id))) {
    // An organisation's staff rule switched this account's password off: a reset gives it none.
    deps.log.info({ userId: account.id }, 'Passwort-Reset für ein Konto, dessen Passwort die Team-Anmeldung abschaltet: keine Mail');
  } else if (account?.state === 'active') await issueLink(deps, host, account, 'password', { passwordHash: pendingHash });
  else deps.log.info('Passwort-Reset für eine unbekannte oder nicht aktive Adresse: keine Mail');
  return SUCCESS;
}

/** The group named DEFAULT_GROUP, if configured and existing (a missing group is logged). */
async function defaultGroupIds(deps: MailDeps): Promise<string[]> {
  const name = deps.config.defaultGroup;
  if (!name) return [];
  const id = await findGroupIdByName(deps.db, name);
  if (!id) deps.log.warn({ group: name }, 'DEFAULT_GROUP: diese Gruppe gibt es nicht; neue Nutzer kommen in keine Gruppe');
  return id ? [id] : [];
}

/** Whether the account may get another mail now (MAILS_PER_ADDRESS_PER_HOUR); logs when not. */
async function mayMail(deps: MailDeps, account: AccountSummary, kind: string, now: Date): Promise<boolean> {
  const sent = await countAuthTokensSince(deps.db, account.id, new Date(now.getTime() - HOUR_MS).toISOString());
  if (sent < MAILS_PER_ADDRESS_PER_HOUR) return true;
  deps.log.warn({ userId: account.id, kind }, `Mail-Limit erreicht (${MAILS_PER_ADDRESS_PER_HOUR} je Stunde und Adresse): keine Mail`);
  return false;
}

/** Creates a new single-use link of `purpose` for the account, carrying the request's password
 *  hash (and a registration's name), and puts its mail into the outbox in the same transaction
 *  (a crash after the commit loses no mail; docs/decisions/0007). Older unused links of the same
 *  purpose stop working (docs/security.md, Accounts and mailed links). Nothing happens beyond the
 *  mails per address and hour, and then the older links stay. A registration's acceptance of the
 *  terms (`pending.terms`) is stored with its link: only whoever typed this request's password
 *  can activate the account now. */
async function issueLink(
  deps: MailDeps, host: string | undefined, account: AccountSummary, purpose: 'activation' | 'password',
  pending: { passwordHash: string; name?: string; terms?: TermsAccepted },
): Promise<void> {
  const now = new Date();
  if (!(await mayMail(deps, account, purpose, now))) return;
  const token = newToken();
  const nowIso = now.toISOString();
  // Links are built from PUBLIC_URL only, never from the request's Host header.
  const link = `${deps.config.publicUrl}${LINK_PATHS[purpose]}${token}`;
  await deps.db.transaction().execute(async (trx) => {
    await deleteExpiredAuthTokensOfUser(trx, account.id, nowIso);
    await retireUnusedAuthTokens(trx, account.id, purpose, nowIso);
    await insertAuthToken(trx, {
      id: hashToken(token), user_id: account.id, purpose, pending_password_hash: pending.passwordHash, pending_name: pending.name ?? null,
      failed_attempts: 0, created_at: nowIso, expires_at: new Date(now.getTime() + LINK_VALID_HOURS[purpose] * HOUR_MS).toISOString(), used_at: null,
    });
    if (pending.terms) await recordTermsAcceptance(trx, account.id, pending.terms);
    await enqueueAccountMail(trx, deps.config, { host, address: account.email, language: account.language },
      { kind: purpose, link, validMinutes: Math.round(LINK_VALID_HOURS[purpose] * 60) }, now);
  });
  deps.outbox.kick();
}

/** Sends a mail without a link (the notice "Ihr Konto ist gesperrt"), recorded as a spent
 *  `notice` token so that it counts towards the mails per address and hour. */
async function sendMail(deps: MailDeps, host: string | undefined, account: AccountSummary, mail: { kind: 'locked' }): Promise<void> {
  const now = new Date();
  if (!(await mayMail(deps, account, mail.kind, now))) return;
  const nowIso = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await deleteExpiredAuthTokensOfUser(trx, account.id, nowIso);
    await insertAuthToken(trx, {
      id: hashToken(newToken()), user_id: account.id, purpose: 'notice', pending_password_hash: null, pending_name: null,
      failed_attempts: 0, created_at: nowIso, expires_at: new Date(now.getTime() + HOUR_MS).toISOString(), used_at: nowIso,
    });
    await enqueueAccountMail(trx, deps.config, { host, address: account.email, language: account.language }, mail, now);
  });
  deps.outbox.kick();
}
