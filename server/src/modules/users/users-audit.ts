import type { AuditChange } from '../audit/audit.service.js';
import { EMAIL_LABEL, fieldChanges, listText, quoted, yesNo } from '../../lib/audit-text.js';
import { presentAttributes } from './users-admin.presenter.js';

/** The texts of the audit entries of the user administration (docs/product.md §16.4): pure
 *  functions. Passwords appear only as 'neu gesetzt', hashes never. */

/** A user as the entries compare it: groups by name, attributes as stored (JSON text). */
export type AuditedUser = { id: string; name: string; email: string; active: boolean; groups: string[]; attributes: string };

const attributesText = (stored: string) => listText(presentAttributes(stored).map((a) => `${a.Key}=${a.Value}`));

/** The entry of a user an administrator created. */
export const userCreated = (user: AuditedUser): AuditChange => ({
  action: 'user.create', targetType: 'user', targetId: user.id, workspaceId: null, summary: `Benutzer ${quoted(user.name)} angelegt`,
  after: `${EMAIL_LABEL}: ${user.email}; Aktiv: ${yesNo(user.active)}; Gruppen: ${listText(user.groups)}`,
});

/** The entry of a change of a user (undefined when nothing changed): `user.activate` or
 *  `user.deactivate` when the account was switched on or off, else `user.update`; a new
 *  password is named, never shown. */
export function userChanged(before: AuditedUser, after: AuditedUser, newPassword: boolean): AuditChange | undefined {
  const changed = fieldChanges([
    { label: 'Name', before: before.name, after: after.name },
    { label: EMAIL_LABEL, before: before.email, after: after.email },
    { label: 'Aktiv', before: yesNo(before.active), after: yesNo(after.active) },
    { label: 'Gruppen', before: listText([...before.groups].sort()), after: listText([...after.groups].sort()) },
    { label: 'Attribute', before: attributesText(before.attributes), after: attributesText(after.attributes), same: before.attributes === after.attributes },
    { label: 'Passwort', before: '', after: 'neu gesetzt', same: !newPassword },
  ]);
  if (changed.labels.length === 0) return undefined;
  const switched = before.active !== after.active;
  const others = changed.labels.filter((l) => l !== 'Aktiv');
  const what = switched
    ? `${after.active ? 'aktiviert' : 'deaktiviert'}${others.length > 0 ? `, geändert: ${others.join(', ')}` : ''}`
    : `geändert: ${others.join(', ')}`;
  return {
    action: switched ? (after.active ? 'user.activate' : 'user.deactivate') : 'user.update', targetType: 'user', targetId: before.id, workspaceId: null,
    summary: `Benutzer ${quoted(before.name)} ${what}`, before: changed.before, after: changed.after,
  };
}

/** The entry of another action on a user: deleted (its contributions deleted or kept without
 *  author), all sessions ended, two-factor login switched off, all passkeys removed. */
export function userAction(user: Pick<AuditedUser, 'id' | 'name'>, action: 'delete' | 'sessions_end' | 'mfa_reset' | 'passkeys_reset', contributionsDeleted = false): AuditChange {
  const summary = {
    delete: `Benutzer ${quoted(user.name)} gelöscht`,
    sessions_end: `Alle Sitzungen von ${quoted(user.name)} beendet`,
    mfa_reset: `Zwei-Faktor-Anmeldung von ${quoted(user.name)} ausgeschaltet`,
    passkeys_reset: `Passkeys von ${quoted(user.name)} entfernt`,
  }[action];
  return {
    action: `user.${action}`, targetType: 'user', targetId: user.id, workspaceId: null, summary,
    ...(action === 'delete' ? { before: `Name: ${user.name}`, after: `Beiträge: ${contributionsDeleted ? 'gelöscht' : 'ohne Autor behalten'}` } : {}),
  };
}
