import type { Db } from '../../db/database.js';
import { quoted } from '../../lib/audit-text.js';
import { recordAudit } from '../audit/audit.service.js';
import { isLinkedTo } from '../identity-providers/identities.service.js';
import { retirePasswordLinks } from '../registration/activation.service.js';
import { findUserRow, replacePasswordHash } from '../users/users.service.js';
import { loadStaffSignInProviders } from './staff-sign-in.service.js';

/** „Lokales Passwort abschalten“ of an organisation's staff rule (docs/product.md §14.1,
 *  „Team-Anmeldung“): the password goes at the account's next sign-in through the rule's
 *  provider, when that sign-in has shown the account's way in. Kept apart from
 *  staff-sign-in.service.ts, which the session kernel imports. */

/** After a sign-in through `providerId` that counted: when its rule says „Lokales Passwort
 *  abschalten“, the account's password is removed (its link to the provider is its way in; an
 *  account without that link keeps it), its reset links die, and the audit log records it.
 *  Answers whether a password was removed. */
export async function removePasswordAfterProviderSignIn(db: Db, userId: string, providerId: string): Promise<boolean> {
  const rule = (await loadStaffSignInProviders(db)).get(providerId);
  const user = await findUserRow(db, userId);
  if (!rule?.disablePassword || !user || !user.password_hash.startsWith('scrypt$')) return false;
  if (!(await isLinkedTo(db, userId, providerId))) return false;
  await db.transaction().execute(async (trx) => {
    await replacePasswordHash(trx, userId, '');
    await retirePasswordLinks(trx, userId);
    const actor = { userId, name: user.name, email: user.email, permissions: [] };
    await recordAudit(trx, actor, {
      action: 'user.password_removed', targetType: 'user', targetId: userId, workspaceId: null,
      summary: `Lokales Passwort von ${quoted(user.name)} entfernt: Anmeldung nur über ${quoted(rule.label)}`,
    });
  });
  return true;
}
