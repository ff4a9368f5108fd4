import type { RegisterAnswer, RegisterBody, ResetPasswordBody, SuccessAnswer } from '@mitmachkarte/contract';
import { z } from 'zod';
import type { AuthTokenPurpose } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/password.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { findGroupIdByName } from '../groups/groups.service.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MailOutbox } from '../mail/mail-outbox.service.js';
import { enqueueAccountMail } from '../mail/mail.service.js';
import { type AccountSummary, createInactiveUser, findAccountByEmail } from '../users/users.service.js';
import {
  countAuthTokensSince, deleteExpiredAuthTokensOfUser, insertAuthToken, retireUnusedAuthTokens,
} from './registration.repository.js';

/** Lifetime of a mailed link (issue 4): 24 hours. */
export const LINK_VALID_HOURS = 24;
/** At most this many activation and reset mails go to one account per hour, whatever the client
 *  address; counted in the database, so the limit holds across several server processes. */
export const MAILS_PER_ADDRESS_PER_HOUR = 5;

const HOUR_MS = 3600_000;
const SUCCESS = { Message: 'success' } as const;
const EmailAddress = z.email();

/** What the account calls need: the database, the configuration (PUBLIC_URL, MAIL_FROM,
 *  DEFAULT_GROUP), the mail outbox's sender (kicked after a mail was enqueued) and the request's
 *  logger. */
export type MailDeps = Readonly<{ db: Db; config: Config; outbox: MailOutbox; log: FastifyBaseLogger }>;

/** Path of each link under PUBLIC_URL (spec §7). */
const LINK_PATHS: Record<AuthTokenPurpose, string> = {
  activation: '/api/v1/auth/activate/',
  password: '/api/v1/auth/activatepassword/',
};

/** POST /auth/register (spec §3, §4): an invalid address → 400 `noemail`; an active account of the
 *  address → 409 `exists`; an inactive one → a new activation mail (older links stop working) and
 *  `success`, no second account; else a new inactive user in the default group (DEFAULT_GROUP)
 *  and an activation mail. The mail goes through the outbox (issue 10): the answer never depends
 *  on the mail server. */
export async function register(deps: MailDeps, host: string | undefined, body: RegisterBody): Promise<RegisterAnswer> {
  const email = body.Email.trim().toLowerCase();
  if (!EmailAddress.safeParse(email).success) throw new AppError('VALIDATION', 'noemail');
  // Two rounds: a concurrent registration of the same address may create the account between the
  // lookup and the insert; the second round then treats it as existing.
  for (let round = 0; round < 2; round++) {
    const existing = await findAccountByEmail(deps.db, email);
    if (existing?.active) throw new AppError('CONFLICT', 'exists');
    if (existing) {
      await issueLink(deps, host, existing, 'activation', null);
      return SUCCESS;
    }
    const passwordHash = await hashPassword(body.Password);
    const groupIds = await defaultGroupIds(deps);
    const created = await deps.db.transaction().execute((trx) =>
      createInactiveUser(trx, { email, name: body.Name, passwordHash, attributes: body.Attributes, groupIds }));
    if (created) {
      await issueLink(deps, host, created, 'activation', null);
      return SUCCESS;
    }
  }
  return SUCCESS;
}

/** POST /auth/resetpassword (spec §5): the same `success` whatever the address, so that the call
 *  reveals no accounts. For an active account the new password is stored hashed as pending and a
 *  confirmation link is mailed; only following it makes the password valid. Unknown and inactive
 *  addresses get no mail. The password is hashed in every case, so both answers take similar time. */
export async function requestPasswordReset(deps: MailDeps, host: string | undefined, body: ResetPasswordBody): Promise<SuccessAnswer> {
  const pendingHash = await hashPassword(body.Password);
  const account = await findAccountByEmail(deps.db, body.Email);
  if (account?.active) await issueLink(deps, host, account, 'password', pendingHash);
  else deps.log.info('Passwort-Reset für eine unbekannte oder nicht aktivierte Adresse: keine Mail');
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

/** Creates a new single-use link of `purpose` for the account (older unused ones of the purpose
 *  stop working) and puts its mail into the outbox in the same transaction (issue 10: a crash
 *  after the commit loses no mail), unless the account already got MAILS_PER_ADDRESS_PER_HOUR
 *  mails in the last hour: then nothing is sent and this is logged. */
async function issueLink(
  deps: MailDeps, host: string | undefined, account: AccountSummary, purpose: AuthTokenPurpose, pendingPasswordHash: string | null,
): Promise<void> {
  const now = new Date();
  const sent = await countAuthTokensSince(deps.db, account.id, new Date(now.getTime() - HOUR_MS).toISOString());
  if (sent >= MAILS_PER_ADDRESS_PER_HOUR) {
    deps.log.warn({ userId: account.id, purpose }, `Mail-Limit erreicht (${MAILS_PER_ADDRESS_PER_HOUR} je Stunde und Adresse): keine Mail`);
    return;
  }
  const token = newToken();
  const nowIso = now.toISOString();
  // Links are built from PUBLIC_URL only, never from the request's Host header.
  const link = `${deps.config.publicUrl}${LINK_PATHS[purpose]}${token}`;
  await deps.db.transaction().execute(async (trx) => {
    await deleteExpiredAuthTokensOfUser(trx, account.id, nowIso);
    await retireUnusedAuthTokens(trx, account.id, purpose, nowIso);
    await insertAuthToken(trx, {
      id: hashToken(token), user_id: account.id, purpose, pending_password_hash: pendingPasswordHash,
      created_at: nowIso, expires_at: new Date(now.getTime() + LINK_VALID_HOURS * HOUR_MS).toISOString(), used_at: null,
    });
    await enqueueAccountMail(trx, deps.config, { host, to: account.email, kind: purpose, link, validHours: LINK_VALID_HOURS }, now);
  });
  deps.outbox.kick();
}
