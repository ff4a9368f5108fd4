import type { Readable } from 'node:stream';
import { accountDeletionMode, type AccountDeletionMode, type DeleteAccountBody } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db, Transaction } from '../../db/database.js';
import { requireFound, unauthenticated } from '../../lib/app-error.js';
import { forgetAddressesOf } from '../audit/audit.service.js';
import { requireCurrentPassword, settingsOf } from '../auth/auth.service.js';
import { endAllSessionsOfUser } from '../auth/sessions.service.js';
import { changeKeepingPermissionHolders } from '../groups/permission-holders.service.js';
import type { ImageStore } from '../images/image-store.js';
import { deleteUnusedImages, listImagesUsedWithin, removeImageFiles } from '../images/images.service.js';
import { enqueueSecurityNotice, type SecurityMailDeps } from '../mail/mail.service.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { listTermsAcceptancesOf } from '../terms/terms.service.js';
import { listIdentitiesForExport } from '../identity-providers/identities.service.js';
import { listPasskeysForExport } from '../passkeys/passkeys.service.js';
import { listAreaAlertsForExport } from '../area-alerts/area-alerts.service.js';
import { deleteUser, findUserRow, USER_NOT_FOUND } from '../users/users.service.js';
import type { PasswordCheckDeps } from './account-password.service.js';
import { type AccountData, accountArchive } from './account-export.presenter.js';
import {
  deleteContributionsOf, listCommentsBy, listCommentVotesBy, listFollowsBy, listGroupNamesOf, listImagesUploadedBy, listPointsCreatedBy, listPointVotesBy,
  listDepartmentsOf, listInboxReadStateOf, listTeamNotificationSettingsOf, replaceRawByOrig,
} from './account.repository.js';
import { say } from '../../i18n/messages.js';
import { listAnswersForExport } from '../profile-questions/profile-answers.service.js';
import { listSurveyAnswersForExport } from '../surveys/surveys.service.js';
import { listProjectFollowsForExport } from '../project-updates/project-updates.service.js';

/** DSGVO self-service (docs/product.md §14): the export of everything an account wrote
 *  (Art. 15, 20) and the deletion of the account (Art. 17), for the user and, on request, by a
 *  user manager (users-admin.service.ts). */

export const WRONG_PASSWORD = say('wrongPasswordNotDeleted');

/** The account's data; NOT_FOUND if there is no such user. */
async function collectAccountData(db: Db, userId: string): Promise<AccountData> {
  const user = requireFound(await findUserRow(db, userId), USER_NOT_FOUND);
  const [groups, settings, points, comments, pointVotes, commentVotes, images, follows, terms, teamNotifications, inbox, departments, identities, passkeys, areaAlerts, profile, surveyAnswers, projectFollows] = await Promise.all([
    listGroupNamesOf(db, userId), settingsOf(db, userId), listPointsCreatedBy(db, userId), listCommentsBy(db, userId),
    listPointVotesBy(db, userId), listCommentVotesBy(db, userId), listImagesUploadedBy(db, userId), listFollowsBy(db, userId),
    listTermsAcceptancesOf(db, userId), listTeamNotificationSettingsOf(db, userId), listInboxReadStateOf(db, userId), listDepartmentsOf(db, userId),
    listIdentitiesForExport(db, userId), listPasskeysForExport(db, userId), listAreaAlertsForExport(db, userId), listAnswersForExport(db, userId),
    listSurveyAnswersForExport(db, userId), listProjectFollowsForExport(db, userId),
  ]);
  return { user, groups, settings, points, comments, pointVotes, commentVotes, images, follows, terms, teamNotifications, inbox, departments, identities, passkeys, areaAlerts, profile, surveyAnswers, projectFollows };
}

/** The export archive (ZIP stream) of `userId`'s data; NOT_FOUND for an unknown user. */
export async function exportAccount(db: Db, store: ImageStore, userId: string): Promise<Readable> {
  return accountArchive(await collectAccountData(db, userId), store);
}

/** GET /auth/account/export: the archive of the logged-in user's own data (401 for anonymous). */
export async function exportOwnAccount(db: Db, store: ImageStore, actor: Actor): Promise<Readable> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  return exportAccount(db, store, actor.userId);
}

/** Deletes the account `userId` with its sessions, settings, memberships, votes and acceptances of
 *  terms of use (the last by the foreign key's cascade). Its points and
 *  comments are deleted too (`delete`, and with the points the photos nothing else uses, whoever
 *  uploaded them) or stay without author (`anonymise`); its uploads are deleted when nothing uses
 *  them any more, and the raw upload (EXIF, GPS) of those that stay is replaced by the re-encoded
 *  copy without metadata. Refused with CONFLICT when it would leave no active holder of a
 *  privileged permission. The holder is told by mail (`tell`: `mail`, `byManager`; left out by the
 *  retention run, whose warning named the day before); `record` writes the audit entry of a
 *  deletion by a user manager, both in the same transaction (docs/product.md §16.4), after which
 *  the account's addresses leave every audit text (audit.service.ts forgetAddressesOf). NOT_FOUND
 *  for an unknown account. */
export async function deleteAccountData(
  db: Db, store: ImageStore, userId: string, mode: AccountDeletionMode,
  tell: { mail: SecurityMailDeps; byManager: boolean } | undefined, record?: (trx: Transaction) => Promise<void>,
): Promise<void> {
  const user = requireFound(await findUserRow(db, userId), USER_NOT_FOUND);
  const uploads = await listImagesUploadedBy(db, userId);
  const deleted = await changeKeepingPermissionHolders(db, async (trx) => {
    // First, while the row exists: an administrator deleting their own account is the entry's
    // author, whose user id the foreign key then sets to null (the name stays).
    await record?.(trx);
    if (tell) await enqueueSecurityNotice(trx, tell.mail, user.email, 'account-deleted', tell.byManager);
    await forgetAddressesOf(trx, user);
    const photos = mode === 'delete' ? await listImagesUsedWithin(trx, { authorId: userId }) : [];
    if (mode === 'delete') await deleteContributionsOf(trx, userId);
    await endAllSessionsOfUser(trx, userId);
    await deleteUser(trx, userId);
    // Its uploads that nothing uses, and the photos of its entries deleted here that nothing else uses.
    return deleteUnusedImages(trx, [...new Set([...uploads.map((image) => image.id), ...photos])]);
  });
  tell?.mail.outbox.kick();
  await removeImageFiles(store, deleted);
  for (const image of uploads.filter((upload) => !deleted.includes(upload.id))) {
    const orig = await store.get(image.id, 'orig');
    if (!orig) continue;
    const bytes = Buffer.concat(await orig.stream.toArray() as Buffer[]);
    await store.put(image.id, 'raw', bytes);
    await replaceRawByOrig(db, image.id, image.orig_type, bytes.length);
  }
}

/** The deletion mode the organisation serving `host` has chosen (default: anonymise). */
export const deletionModeForHost = async (db: Db, host: string | undefined) => accountDeletionMode((await getOrgInfoForHost(db, host)).Other);

/** POST /auth/account/delete: deletes the logged-in user's account after checking its password
 *  (403 WRONG_PASSWORD, counted like a failed login, 429 while the count waits; nothing changes);
 *  contributions as the organisation of the request's Host says. */
export async function deleteOwnAccount(db: Db, store: ImageStore, deps: PasswordCheckDeps, actor: Actor, body: DeleteAccountBody): Promise<void> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  await requireCurrentPassword(db, deps.throttle, deps.client, actor.userId, body.Password, WRONG_PASSWORD);
  await deleteAccountData(db, store, actor.userId, await deletionModeForHost(db, deps.mail.host), { mail: deps.mail, byManager: false });
}
