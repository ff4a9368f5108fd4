import type { ProfileQuestion, ProfileQuestionsBody } from '@mitmachkarte/contract';
import { canManageProfileQuestions } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import { say } from '../../i18n/messages.js';
import { listText } from '../../lib/audit-text.js';
import { invalidField } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { findOrganisation, getOrganisationIdOfHost } from '../organisations/organisations.service.js';
import { presentQuestion } from './profile-questions.presenter.js';
import { listQuestionsOf, type QuestionWithOptions, replaceQuestions } from './profile-questions.repository.js';

/** Profile questions of organisations (docs/product.md §25.3, docs/decisions/0048). */

/** GET /profile-questions: the asked (active) questions of the organisation serving `host`, for
 *  the registration form; open to everyone, as the form is. */
export async function listQuestionsOfHost(db: Db, host: string | undefined): Promise<ProfileQuestion[]> {
  const organisationId = await getOrganisationIdOfHost(db, host);
  return organisationId ? (await listQuestionsOf(db, organisationId, true)).map(presentQuestion) : [];
}

/** GET /admin/organisation/{id}/profile-questions (orgmanager): every question, switched off
 *  ones too; 404 for an unknown organisation. */
export async function listQuestionsOfOrganisation(db: Db, actor: Actor, id: string): Promise<ProfileQuestion[]> {
  requireAccess(actor, canManageProfileQuestions(actor));
  await findOrganisation(db, id);
  return (await listQuestionsOf(db, id)).map(presentQuestion);
}

/** PUT /admin/organisation/{id}/profile-questions (orgmanager): makes `body.Questions` the
 *  organisation's whole list, in its order. An `ID` keeps that question or option and its answers;
 *  an ID the organisation does not have is 400 before anything changes. A question or option left
 *  out is deleted with its answers; switching a question off (`Active: false`) keeps them
 *  (docs/decisions/0048). Recorded in the audit log by the questions' texts. */
export async function replaceQuestionsOfOrganisation(db: Db, actor: Actor, id: string, body: ProfileQuestionsBody): Promise<ProfileQuestion[]> {
  requireAccess(actor, canManageProfileQuestions(actor));
  const org = await findOrganisation(db, id);
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    const before = await listQuestionsOf(trx, id);
    const rows: QuestionWithOptions[] = body.Questions.map((q, position) => {
      const known = q.ID ? before.find((b) => b.id === q.ID) : undefined;
      if (q.ID && !known) throw invalidField(`Questions.${position}.ID`, say('profileQuestionUnknown'));
      const questionId = known?.id ?? newId();
      return {
        id: questionId, organisation_id: id, position, label: q.Label, active: q.Active ? 1 : 0, updated_at: now,
        options: q.Options.map((o, optionPosition) => {
          if (o.ID && !known?.options.some((b) => b.id === o.ID)) throw invalidField(`Questions.${position}.Options.${optionPosition}.ID`, say('profileQuestionUnknown'));
          return { id: o.ID ?? newId(), question_id: questionId, position: optionPosition, label: o.Label };
        }),
      };
    });
    await replaceQuestions(trx, id, rows);
    await recordAudit(trx, actor, {
      action: 'organisation.profile-questions', targetType: 'organisation', targetId: id, workspaceId: null,
      summary: `Profilfragen der Organisation „${org.host}“ gespeichert`,
      before: listText(before.map((q) => q.label)), after: listText(rows.map((q) => q.label)),
    });
    return rows.map(presentQuestion);
  });
}
