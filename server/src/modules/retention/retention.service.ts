import { retentionPeriodsOf, type ProjectRetention, type ProjectRetentionBody, type RetentionPeriods, type RetentionPolicy } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireManager } from '../../access/gate.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canEditWorkspace } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { quoted } from '../../lib/audit-text.js';
import { recordAudit } from '../audit/audit.service.js';
import { getDefaultOrgSettings } from '../organisations/organisations.service.js';
import { ORGANISATION_CHOICE, presentProjectRetention, presentRetentionPolicy, retentionText } from './retention.presenter.js';
import { findRetentionChoice, putRetentionChoice, type RetentionChoice } from './retention.repository.js';

/** The settings of the storage limitation (DSGVO Art. 5 (1) e; docs/product.md §17.8): the
 *  organisation's periods and a project's own choice. The daily run is retention-run.service.ts. */

/** The periods that apply: the default organisation's settings (projects and accounts belong to
 *  the installation, not to a host; docs/product.md §10.1), the defaults where none are set. */
export const organisationPeriods = async (db: Db): Promise<RetentionPeriods> => retentionPeriodsOf(await getDefaultOrgSettings(db));

/** GET /retention: the periods, for everyone (the privacy page states them, docs/product.md §2.20). */
export const getRetentionPolicy = async (db: Db): Promise<RetentionPolicy> => presentRetentionPolicy(await organisationPeriods(db));

/** GET /gis/workspace/{id}/retention: whoever sees the project reads its retention (its page tells
 *  the public); NOT_FOUND otherwise. */
export async function getProjectRetention(db: Db, actor: Actor, id: string): Promise<ProjectRetention> {
  const access = await getVisibleWorkspaceAccess(db, actor, id);
  const choice = (await findRetentionChoice(db, id)) ?? ORGANISATION_CHOICE;
  return presentProjectRetention(choice, access.workspace.closed_at ?? null, await organisationPeriods(db), canEditWorkspace(access));
}

/** PUT /gis/workspace/{id}/retention: the project's managers choose its period (the
 *  organisation's, their own months, or none, for a project that must be archived) and what
 *  becomes of the published photos. NOT_FOUND if invisible, FORBIDDEN (401 anonymous) for
 *  others. A real change is written to the audit log in its transaction (docs/product.md §16.4). */
export async function updateProjectRetention(db: Db, actor: Actor, id: string, body: ProjectRetentionBody): Promise<ProjectRetention> {
  const access = await getVisibleWorkspaceAccess(db, actor, id);
  requireManager(actor, access);
  const periods = await organisationPeriods(db);
  const before = (await findRetentionChoice(db, id)) ?? ORGANISATION_CHOICE;
  const choice: RetentionChoice = { mode: body.Mode, months: body.Mode === 'months' ? body.Months ?? null : null, photos: body.Photos };
  if (before.mode !== choice.mode || before.months !== choice.months || before.photos !== choice.photos) {
    await inTransaction(db, async (trx) => {
      await putRetentionChoice(trx, id, choice, nowIso());
      await recordAudit(trx, actor, {
        action: 'workspace.retention', targetType: 'workspace', targetId: id, workspaceId: id,
        summary: `Aufbewahrung von Projekt ${quoted(access.workspace.name)} geändert`, before: retentionText(before, periods), after: retentionText(choice, periods),
      });
    });
  }
  return presentProjectRetention(choice, access.workspace.closed_at ?? null, periods, true);
}
