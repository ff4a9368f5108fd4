import type { Contributions } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import { pointRights } from '../../access/rights.js';
import type { Db } from '../../db/database.js';
import { moderationOf, officialAnswerOf, pointTitle } from '../../db/records/point.record.js';
import { statusesOf, statusLabelOf } from '../../db/records/layer.record.js';
import { unauthenticated } from '../../lib/app-error.js';
import { listOwnComments, listOwnLivePoints } from './contributions.repository.js';

const TITLE_LENGTH = 200;

/** GET /auth/contributions: „Meine Beiträge“ of the logged-in user (docs/product.md §16.6), their
 *  own data only: live entries with status, official answer, moderation state (with the reason
 *  of a hiding) and whether they may still change them (access/rights.ts pointRights: as their
 *  author, or as a manager of the workspace), and their comments on live entries. 401 for visitors. */
export async function listOwnContributions(db: Db, actor: Actor): Promise<Contributions> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  const [points, comments] = await Promise.all([listOwnLivePoints(db, actor.userId), listOwnComments(db, actor.userId)]);
  return {
    Points: points.map((p) => {
      const statuses = statusesOf({ statuses: p.layer_statuses });
      return {
        ID: p.id, Workspace: p.workspace_id, Layer: p.layer_id, LayerName: p.layer_name, CreatedAt: p.created_at, Title: pointTitle(p.attributes, p.layer_schema, TITLE_LENGTH),
        Status: p.status, StatusLabel: statusLabelOf(statuses, p.status),
        OfficialAnswer: officialAnswerOf(p), Moderation: moderationOf(p),
        CanChange: pointRights(actor, { isManager: Number(p.managed) === 1, workspace: { closed: p.workspace_closed } }, p, statuses[0]!.Key).CanChange,
      };
    }),
    Comments: comments.map((c) => ({
      ID: c.id, PointID: c.point_id, Layer: c.layer_id, LayerName: c.layer_name, Text: c.text, CreatedAt: c.created_at, Moderation: moderationOf(c),
    })),
  };
}
