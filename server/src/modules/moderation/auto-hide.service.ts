import { AUTO_HIDDEN_REASON } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { rateLimitKey } from '../../lib/client-address.js';
import { hmac } from '../../lib/tokens.js';
import type { Transaction } from '../../db/database.js';
import type { ModerationState } from '../../db/schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { countOpenReporters, setModeration, type ModerationTarget } from './moderation.repository.js';

/** Hiding content automatically after reports (docs/product.md §16.3). */

/** Who the audit log names for an automatic hiding. */
export const AUTO_HIDE_ACTOR: Actor = Object.freeze({ userId: null, name: 'Meldungen (automatisch)', email: '', permissions: [] });

/** The key that tells anonymous reporters apart: HMAC-SHA256 under the server's secret of their
 *  network as the per-IP limits count it (an IPv4 address, an IPv6 /64), so that the database holds
 *  no address and one household counts once. Blanked when the report is closed. */
export const reporterKey = (secret: string, ip: string) => hmac(secret, `report-reporter:${rateLimitKey(ip)}`);

/** A reported point or comment, as moderation.service.ts resolves it. */
type Reported = {
  target: ModerationTarget; workspaceId: string;
  access: { workspace: { auto_hide_reports?: number | null } };
  state: { moderation: ModerationState };
};

/** Hides the public `reported` content pending review once its open reports come from at least
 *  the workspace's `auto_hide_reports` distinct reporters (off when null), with the reason
 *  AUTO_HIDDEN_REASON its author reads, audited as done by AUTO_HIDE_ACTOR. The reports stay open,
 *  so the content stays in the team's queue and inbox; „Wieder anzeigen“ publishes it again and
 *  dismisses them. Answers whether it hid it now. Runs in the report's transaction. */
export async function hideAfterReports(trx: Transaction, reported: Reported, now: string): Promise<boolean> {
  const threshold = reported.access.workspace.auto_hide_reports ?? null;
  if (threshold === null || reported.state.moderation !== '') return false;
  const reporters = await countOpenReporters(trx, reported.target);
  if (reporters < threshold) return false;
  const { target } = reported;
  await setModeration(trx, target, 'hidden', AUTO_HIDDEN_REASON, now);
  await recordAudit(trx, AUTO_HIDE_ACTOR, {
    action: 'moderation.hide', targetType: target.kind, targetId: target.kind === 'point' ? target.pointId : target.commentId, workspaceId: reported.workspaceId,
    summary: `${target.kind === 'point' ? 'Eintrag' : 'Kommentar'} nach ${reporters} Meldungen automatisch ausgeblendet`,
    before: 'sichtbar', after: `ausgeblendet; Grund: ${AUTO_HIDDEN_REASON}`,
  });
  return true;
}
