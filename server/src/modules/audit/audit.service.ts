import { AUDIT_TEXT_MAX_LENGTH } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import type { Transaction } from '../../db/database.js';
import { newId, nowIso } from '../../lib/ids.js';
import { cut } from '../../lib/text.js';
import { addressesNamed, AUDIT_SUMMARY_MAX_LENGTH, withoutAddresses } from '../../lib/audit-text.js';
import { insertAuditRow, listAuditRowsContaining, listUserEntryTexts, setAuditTexts } from './audit.repository.js';

/** Writing the audit log, „Protokoll“ (docs/product.md §16.4): the other modules' services call
 *  recordAudit in the transactions of their changes. Reading it: audit-read.service.ts. */

/** One change to record: an action key (`point.status`, `user.update`, …), its target, the
 *  workspace the target belongs to (null for users, groups and organisations), a German one-line
 *  summary and short texts of the state before and after (never passwords, hashes or tokens). */
export type AuditChange = {
  action: string;
  targetType: string;
  targetId: string;
  workspaceId: string | null;
  summary: string;
  before?: string;
  after?: string;
};

/** Records `change`, made by `actor`, in the audit log. `trx` must be the transaction that makes
 *  the change (an Error otherwise: a programming mistake), so that the entry is stored exactly
 *  when the change is and a refused or failed change leaves none. The actor's name is kept with
 *  the entry; the summary is cut to 300 characters, Before and After to AUDIT_TEXT_MAX_LENGTH. */
export async function recordAudit(trx: Transaction, actor: Actor, change: AuditChange): Promise<void> {
  if (!trx.isTransaction) throw new Error('recordAudit runs in the transaction of the change it records.');
  await insertAuditRow(trx, {
    id: newId(), created_at: nowIso(), user_id: actor.userId, user_name: actor.name,
    workspace_id: change.workspaceId, action: change.action, target_type: change.targetType, target_id: change.targetId,
    summary: cut(change.summary, AUDIT_SUMMARY_MAX_LENGTH), before: cut(change.before ?? '', AUDIT_TEXT_MAX_LENGTH), after: cut(change.after ?? '', AUDIT_TEXT_MAX_LENGTH),
  });
}

/** Removes the e-mail addresses of the account `user`, which is being deleted, from every audit
 *  text (docs/product.md §16.4, docs/security.md, Personal data): its current address and the
 *  former ones its own `user.*` entries name ('E-Mail: …', a user manager's change), replaced by
 *  DELETED_ADDRESS wherever they appear (the team's `acl.*` entries, invitations, ownership
 *  transfers). Run it in the deletion's transaction, after its own entry. Who did what stays:
 *  names and ids are no addresses. */
export async function forgetAddressesOf(trx: Transaction, user: { id: string; email: string }): Promise<void> {
  if (!trx.isTransaction) throw new Error('forgetAddressesOf runs in the transaction of the deletion.');
  const former = (await listUserEntryTexts(trx, user.id)).flatMap((r) => [...addressesNamed(r.before), ...addressesNamed(r.after)]);
  const addresses = [...new Set([user.email, ...former].map((a) => a.toLowerCase()))];
  for (const row of await listAuditRowsContaining(trx, addresses)) {
    const texts = { summary: withoutAddresses(row.summary, addresses), before: withoutAddresses(row.before, addresses), after: withoutAddresses(row.after, addresses) };
    if (texts.summary !== row.summary || texts.before !== row.before || texts.after !== row.after) await setAuditTexts(trx, row.id, texts);
  }
}
