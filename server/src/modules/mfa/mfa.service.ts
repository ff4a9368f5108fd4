import type { EnableMfaBody, MfaProofBody, MfaRecoveryCodes, MfaSetup, MfaStatus, SetUpMfaBody } from '@mitmachkarte/contract';
import { holdsMfaProtectedPermission } from '../../access/account.rules.js';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { conflict, forbidden, invalidField, unauthenticated } from '../../lib/app-error.js';
import { open, seal } from '../../lib/secret-box.js';
import { hashToken } from '../../lib/tokens.js';
import { inTransaction } from '../../lib/transaction.js';
import { requireCurrentPassword } from '../auth/auth.service.js';
import type { LoginClient, LoginThrottle } from '../auth/login-throttle.service.js';
import { enqueueSecurityNotice, type SecurityMailDeps } from '../mail/mail.service.js';
import { anyOrganisationRequiresMfa } from '../organisations/organisations.service.js';
import { listPermissionNames } from '../users/users.service.js';
import { WRONG_CODE } from './mfa-login.service.js';
import { countUnusedRecoveryCodes, disableMfaRows, enableMfaRows, findMfaRow, replaceRecoveryCodes, setPendingSecret } from './mfa.repository.js';
import { checkCode, newRecoveryCodes, type MfaRow, verifySecondFactor } from './second-factor.service.js';
import { say } from '../../i18n/messages.js';

/** The own second factor in the profile (docs/security.md, Two-factor login): setting it up and
 *  switching it on with the password, switching it off and making new recovery codes with the
 *  password and a current code; each change tells the account holder by mail. */

const ISSUER = 'Mitmachkarte';
const WRONG_PASSWORD = say('wrongPassword');
const WRONG_PROOF_CODE = say('wrongCodeOrRecovery');
const ALREADY_ON = say('mfaAlreadySetUp');
const NOT_ON = say('mfaNotOn');
const REQUIRED = say('mfaRequired');

/** What a change of the own second factor needs: the database, the login throttle (its secret also
 *  seals the TOTP secrets and keys the recovery codes' hashes), where the request comes from, and
 *  what the security notices need. */
export type MfaContext = Readonly<{ db: Db; throttle: LoginThrottle; client: LoginClient; mail: SecurityMailDeps }>;

const requireUser = (actor: Actor) => {
  if (!isLoggedIn(actor)) throw unauthenticated();
  return actor.userId;
};

/** Whether an account holding `permissions` must log in with a second factor: it holds `admin` or
 *  `usermanager` and any organisation switches mfa_pflicht on. Rights hold on every host, so no
 *  Host decides it. */
export const isMfaRequiredFor = async (db: Db, permissions: readonly string[]): Promise<boolean> =>
  holdsMfaProtectedPermission(permissions) && (await anyOrganisationRequiresMfa(db));

/** Whether `userId` logs in with a second factor. */
export const hasMfa = async (db: Db, userId: string) => Boolean((await findMfaRow(db, userId))?.mfa_secret);

/** GET /auth/mfa: whether it is on, the recovery codes left, whether an organisation requires
 *  it for the account's rights, and the number of passkeys `passkeys` (the passkeys module counts
 *  them; they serve as second factor too). */
export async function getMfaStatus(db: Db, actor: Actor, passkeys: number): Promise<MfaStatus> {
  const userId = requireUser(actor);
  const enabled = await hasMfa(db, userId);
  return {
    Enabled: enabled,
    RecoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0,
    Required: await isMfaRequiredFor(db, await listPermissionNames(db, userId)),
    Passkeys: passkeys,
  };
}

/** POST /auth/mfa/setup: with the password, a new secret waiting for its first code; CONFLICT
 *  when it is on already, FORBIDDEN for a wrong password (counted like a failed login). */
export async function setUpMfa(ctx: MfaContext, actor: Actor, body: SetUpMfaBody): Promise<MfaSetup> {
  const userId = requireUser(actor);
  if (await hasMfa(ctx.db, userId)) throw conflict(ALREADY_ON);
  await requireCurrentPassword(ctx.db, ctx.throttle, ctx.client, userId, body.Password, WRONG_PASSWORD);
  // otplib and qrcode are loaded when someone sets up two-factor login, not at start-up
  // (docs/runtime.md §1).
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([import('otplib'), import('qrcode')]);
  const totpSecret = generateSecret();
  await setPendingSecret(ctx.db, userId, seal(ctx.throttle.secret, totpSecret));
  const uri = generateURI({ issuer: ISSUER, label: actor.email, secret: totpSecret });
  return { Secret: totpSecret, Uri: uri, QrSvg: await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }) };
}

/** POST /auth/mfa/enable: the password and the first code confirm the pending secret; answers the
 *  recovery codes (shown once). The session of `sessionToken` then counts as having completed the
 *  second factor. VALIDATION for a wrong code, FORBIDDEN for a wrong password, CONFLICT without a
 *  set-up. The holder is told by mail. */
export async function enableMfa(ctx: MfaContext, actor: Actor, sessionToken: string, body: EnableMfaBody): Promise<MfaRecoveryCodes> {
  const userId = requireUser(actor);
  const row = await findMfaRow(ctx.db, userId);
  if (row?.mfa_secret) throw conflict(ALREADY_ON);
  if (!row?.mfa_pending_secret) throw conflict(say('mfaSetUpFirst'));
  await requireCurrentPassword(ctx.db, ctx.throttle, ctx.client, userId, body.Password, WRONG_PASSWORD);
  const step = await checkCode(open(ctx.throttle.secret, row.mfa_pending_secret), body.Code, undefined);
  if (step === undefined) throw invalidField('Code', WRONG_CODE);
  const codes = newRecoveryCodes(ctx.throttle.secret);
  await inTransaction(ctx.db, async (trx) => {
    await enableMfaRows(trx, userId, row.mfa_pending_secret!, step, codes.hashes, hashToken(sessionToken));
    await enqueueSecurityNotice(trx, ctx.mail, row.email, 'mfa-on');
  });
  ctx.mail.outbox.kick();
  return { RecoveryCodes: codes.shown };
}

/** The password and a current code (or a recovery code) of the logged-in `userId`, whose second
 *  factor is on (CONFLICT otherwise): FORBIDDEN for a wrong password or code, each counted like a
 *  failed login; `beforeCode` runs between the two checks, so that a refusal there spends no
 *  recovery code. Returns the user's second factor. */
async function requireProof(ctx: MfaContext, userId: string, body: MfaProofBody, beforeCode = async () => {}): Promise<MfaRow> {
  const row = await findMfaRow(ctx.db, userId);
  if (!row?.mfa_secret) throw conflict(NOT_ON);
  await requireCurrentPassword(ctx.db, ctx.throttle, ctx.client, userId, body.Password, WRONG_PASSWORD);
  await beforeCode();
  if (!(await verifySecondFactor(ctx.db, ctx.throttle, row, body, ctx.client.deviceCookie))) throw forbidden(WRONG_PROOF_CODE);
  return row;
}

/** POST /auth/mfa/disable: with the password and a current code or a recovery code
 *  (requireProof); CONFLICT while an organisation requires it for the account's rights. The
 *  holder is told by mail. */
export async function disableMfa(ctx: MfaContext, actor: Actor, body: MfaProofBody): Promise<void> {
  const userId = requireUser(actor);
  const row = await requireProof(ctx, userId, body, async () => {
    if (await isMfaRequiredFor(ctx.db, await listPermissionNames(ctx.db, userId))) throw conflict(REQUIRED);
  });
  await inTransaction(ctx.db, async (trx) => {
    await disableMfaRows(trx, userId);
    await enqueueSecurityNotice(trx, ctx.mail, row.email, 'mfa-off');
  });
  ctx.mail.outbox.kick();
}

/** POST /auth/mfa/recovery-codes: with the password and a current code or a recovery code
 *  (requireProof), 10 new recovery codes in place of the old ones (shown once). The holder is told
 *  by mail. */
export async function renewRecoveryCodes(ctx: MfaContext, actor: Actor, body: MfaProofBody): Promise<MfaRecoveryCodes> {
  const userId = requireUser(actor);
  const row = await requireProof(ctx, userId, body);
  const codes = newRecoveryCodes(ctx.throttle.secret);
  await inTransaction(ctx.db, async (trx) => {
    await replaceRecoveryCodes(trx, userId, codes.hashes);
    await enqueueSecurityNotice(trx, ctx.mail, row.email, 'recovery-codes');
  });
  ctx.mail.outbox.kick();
  return { RecoveryCodes: codes.shown };
}

/** DELETE /admin/user/{id}/mfa: a user manager turns it off for a user who lost their phone and
 *  codes (rights checked and the holder told by the caller, users-admin.service.ts). */
export const resetMfa = (db: Db, userId: string) => disableMfaRows(db, userId);
