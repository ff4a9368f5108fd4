import type { AnswerTemplate, AnswerTemplatesBody } from '@mitmachkarte/contract';
import { canManageOrganisations, canReadAnswerTemplates } from '../../access/account.rules.js';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { managesAnyWorkspace } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import { listText } from '../../lib/audit-text.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { findOrganisation, getOrganisationIdOfHost } from '../organisations/organisations.service.js';
import { presentTemplate } from './answer-templates.presenter.js';
import { listTemplatesOf, replaceTemplates } from './answer-templates.repository.js';

/** Answer templates („Textbausteine“) of organisations (docs/product.md §16.2). */

/** GET /gis/answer-templates: the templates of the organisation serving `host`, for people who
 *  manage some project and for holders of `orgmanager` (account.rules.ts canReadAnswerTemplates);
 *  401 for visitors, 403 for others. */
export async function listTemplatesOfHost(db: Db, actor: Actor, host: string | undefined): Promise<AnswerTemplate[]> {
  requireAccess(actor, canReadAnswerTemplates(actor, isLoggedIn(actor) && (await managesAnyWorkspace(db, actor.userId))));
  const organisationId = await getOrganisationIdOfHost(db, host);
  return organisationId ? (await listTemplatesOf(db, organisationId)).map(presentTemplate) : [];
}

/** GET /admin/organisation/{id}/answer-templates (orgmanager); 404 for an unknown organisation. */
export async function listTemplatesOfOrganisation(db: Db, actor: Actor, id: string): Promise<AnswerTemplate[]> {
  requireAccess(actor, canManageOrganisations(actor));
  await findOrganisation(db, id);
  return (await listTemplatesOf(db, id)).map(presentTemplate);
}

/** PUT /admin/organisation/{id}/answer-templates (orgmanager): makes `body.Templates` the
 *  organisation's whole list, in its order (the contract checks names, lengths and placeholders);
 *  recorded in the audit log by the templates' names. 404 for an unknown organisation. */
export async function replaceTemplatesOfOrganisation(db: Db, actor: Actor, id: string, body: AnswerTemplatesBody): Promise<AnswerTemplate[]> {
  requireAccess(actor, canManageOrganisations(actor));
  const org = await findOrganisation(db, id);
  const now = nowIso();
  const rows = body.Templates.map((t, position) => ({ id: newId(), organisation_id: id, position, name: t.Name, text: t.Text, updated_at: now }));
  await inTransaction(db, async (trx) => {
    const before = await listTemplatesOf(trx, id);
    await replaceTemplates(trx, id, rows);
    await recordAudit(trx, actor, {
      action: 'organisation.answer-templates', targetType: 'organisation', targetId: id, workspaceId: null,
      summary: `Textbausteine der Organisation „${org.host}“ gespeichert`,
      before: listText(before.map((t) => t.name)), after: listText(rows.map((t) => t.name)),
    });
  });
  return rows.map(presentTemplate);
}
