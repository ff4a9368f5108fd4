import type { ModerationSettings } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import { canModerate } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import { findAutoHideReports, setAutoHideReports } from './moderation.repository.js';

/** The moderation settings of a project (docs/product.md §16.3): its automatic hiding after reports. */

const inWords = (n: number | null) => (n === null ? 'aus' : `nach ${n} Meldungen`);

/** GET /gis/workspace/{id}/moderation-settings: for the project's managers. NOT_FOUND for
 *  projects the actor cannot see, 403 (401) for others. */
export async function getModerationSettings(db: Db, actor: Actor, workspaceId: string): Promise<ModerationSettings> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canModerate(access));
  return { AutoHideReports: await findAutoHideReports(db, workspaceId) };
}

/** PUT /gis/workspace/{id}/moderation-settings: the project's managers set after how many
 *  distinct reporters its content is hidden until they check it (null: never); audited. */
export async function setModerationSettings(db: Db, actor: Actor, workspaceId: string, body: ModerationSettings): Promise<ModerationSettings> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canModerate(access));
  const before = await findAutoHideReports(db, workspaceId);
  if (before !== body.AutoHideReports) {
    await inTransaction(db, async (trx) => {
      await setAutoHideReports(trx, workspaceId, body.AutoHideReports, nowIso());
      await recordAudit(trx, actor, {
        action: 'moderation.settings', targetType: 'workspace', targetId: workspaceId, workspaceId,
        summary: 'Automatisches Ausblenden nach Meldungen geändert', before: inWords(before), after: inWords(body.AutoHideReports),
      });
    });
  }
  return { AutoHideReports: body.AutoHideReports };
}
