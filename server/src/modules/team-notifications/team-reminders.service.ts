import type { Db } from '../../db/database.js';
import { pointTitle } from '../../db/records/point.record.js';
import { languageOfUser, recipientLanguage } from '../../lib/request-language.js';
import { inTransaction } from '../../lib/transaction.js';
import { listOverdueAssigned, projectsWithDeadlines, type OverdueAssigned } from '../deadlines/deadlines.service.js';
import { enqueueMailAs, mailSenderFor } from '../mail/mail.service.js';
import type { NotificationDeps } from '../notifications/notifications.service.js';
import { assigneesOf } from '../responsibility/departments.service.js';
import { digestSlot } from './team-digest-slot.js';
import { teamReminderMail, type OverdueText } from './team-mail.templates.js';
import { claimTeamDigest, findWorkspaceName, listReminderClaims } from './team-notifications.repository.js';
import { mapLinkOf, teamMailInput, TITLE_MAX } from './team-notifications.service.js';

/** The daily reminder of overdue entries to whom they are assigned (docs/product.md §16.11): from
 *  07:00 Berlin time, each person responsible for overdue entries of a project (assigned to them,
 *  or to a department they are in when no person is named; on the team, active, not having turned
 *  the project's team mails off) gets one mail a day listing them, claimed once across processes
 *  as the digests are (`team_digests`, period `erinnerung`). Nobody gets one for entries in time. */

/** Reminders written in one transaction. */
const BATCH = 200;

type Recipient = { id: string; email: string; language?: string | null };

/** Who is reminded of each entry of `overdue`: user id → address and entries. */
async function remindedOf(db: Db, workspaceId: string, overdue: OverdueAssigned[]): Promise<Map<string, { email: string; language?: string | null; entries: OverdueAssigned[] }>> {
  const byTarget = new Map<string, Recipient[]>();
  const byUser = new Map<string, { email: string; language?: string | null; entries: OverdueAssigned[] }>();
  for (const p of overdue) {
    const to = { departmentId: p.assigned_department_id, userId: p.assigned_user_id };
    const key = `${to.departmentId ?? ''}|${to.userId ?? ''}`;
    if (!byTarget.has(key)) byTarget.set(key, await assigneesOf(db, workspaceId, to));
    for (const r of byTarget.get(key)!) {
      const entry = byUser.get(r.id) ?? { email: r.email, language: r.language, entries: [] };
      entry.entries.push(p);
      byUser.set(r.id, entry);
    }
  }
  return byUser;
}

/** Puts the reminders due at `now` into the outbox, each (person, project) once per Berlin day
 *  from 07:00. Resolves with the number of mails. */
export async function sendOverdueReminders(db: Db, deps: NotificationDeps, now = new Date()): Promise<number> {
  const until = digestSlot('taeglich', now).toISOString();
  let sent = 0;
  for (const workspaceId of await projectsWithDeadlines(db)) {
    const claims = await listReminderClaims(db, workspaceId);
    const overdue = await listOverdueAssigned(db, workspaceId, now);
    if (overdue.length === 0) continue;
    const due = [...(await remindedOf(db, workspaceId, overdue))].filter(([userId]) => (claims.get(userId) ?? '') < until);
    if (due.length === 0) continue;
    const workspaceName = await findWorkspaceName(db, workspaceId);
    if (workspaceName === undefined) continue;
    const sender = await mailSenderFor(db, deps.config, undefined);
    for (let i = 0; i < due.length; i += BATCH) {
      sent += await inTransaction(db, async (trx) => {
        let mailed = 0;
        for (const [userId, { email, language, entries }] of due.slice(i, i + BATCH)) {
          if (!await claimTeamDigest(trx, { userId, workspaceId, period: 'erinnerung', listed: claims.get(userId) ?? null }, until)) continue;
          const base = teamMailInput(deps, { userId, workspaceId, workspaceName, title: '' });
          const input = { ...base, inboxLink: `${base.inboxLink}?filter=ueberfaellig` };
          const texts: OverdueText[] = entries.map((p) => ({
            entry: pointTitle(p.attributes, p.layer_schema, TITLE_MAX), layer: p.layer_name, overdue: p.overdue,
            mapLink: mapLinkOf(deps, { workspace_id: workspaceId, layer_id: p.layer_id, point_id: p.id }),
          }));
          const inLanguage = recipientLanguage(languageOfUser({ language }), sender.languages);
          await enqueueMailAs(trx, sender, email, (title) => teamReminderMail({ ...input, title, entries: texts }, inLanguage), [input.inboxLink, input.unsubscribeLink]);
          mailed++;
        }
        return mailed;
      });
    }
  }
  return sent;
}
