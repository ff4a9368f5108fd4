import type { DashboardCounts } from '@mitmachkarte/contract';
import { canSeeDashboard } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import { countLivePoints, countRows } from './dashboard.repository.js';

const WEEK_MS = 7 * 24 * 3600_000;

/** GET /admin/dashboard (admin): how many users, groups, organisations, workspaces, layers and
 *  points (not deleted) there are, and how many of those points were created in the last 7 days. */
export async function getDashboardCounts(db: Db, actor: Actor, now = new Date()): Promise<DashboardCounts> {
  requireAccess(actor, canSeeDashboard(actor));
  const [Users, Groups, Organisations, Workspaces, Layers, Points, PointsLast7Days] = await Promise.all([
    countRows(db, 'users'), countRows(db, 'groups'), countRows(db, 'organisations'), countRows(db, 'workspaces'), countRows(db, 'layers'),
    countLivePoints(db), countLivePoints(db, new Date(now.getTime() - WEEK_MS).toISOString()),
  ]);
  return { Users, Groups, Organisations, Workspaces, Layers, Points, PointsLast7Days };
}
