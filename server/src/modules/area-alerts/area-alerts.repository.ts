import { visiblePointsWhere } from '../../access/point.rules.js';
import { visibleWorkspacesWhere } from '../../access/workspace.rules.js';
import type { Db } from '../../db/database.js';
import type { AreaAlertNoticesTable, AreaAlertsTable } from '../../db/schema.js';
import { cellOf } from './alert-grid.js';

/** SQL of area alerts (docs/product.md §24.2): the alerts, their grid cells (alert-grid.ts) and
 *  their notices. Every entry an alert tells of is read through the access kernel's rule for
 *  anonymous visitors (access/point.rules.ts visiblePointsWhere without actor): live, public,
 *  let through by the moderation, on a public layer of a public project, so that a hidden,
 *  pending or deleted entry and a non-public layer never reach a mail or a feed. */

/** Stores an alert with its grid cells. Call it in a transaction. */
export async function insertAlert(db: Db, row: AreaAlertsTable, cells: readonly number[]): Promise<void> {
  await db.insertInto('area_alerts').values(row).execute();
  await db.insertInto('area_alert_cells').values(cells.map((cell) => ({ cell, alert_id: row.id }))).execute();
}

/** How many alerts the account or the address holds (unconfirmed ones too). */
export const countAlertsOf = async (db: Db, holder: { userId: string } | { email: string }): Promise<number> =>
  Number((await db.selectFrom('area_alerts').select((eb) => eb.fn.countAll<number>().as('n'))
    .$if('userId' in holder, (q) => q.where('user_id', '=', (holder as { userId: string }).userId))
    .$if('email' in holder, (q) => q.where('email', '=', (holder as { email: string }).email))
    .executeTakeFirstOrThrow()).n);

/** How many alerts of the address were made since `since` (the confirmation mails sent to it). */
export const countAlertsOfEmailSince = async (db: Db, email: string, since: string): Promise<number> =>
  Number((await db.selectFrom('area_alerts').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email', '=', email).where('created_at', '>', since).executeTakeFirstOrThrow()).n);

/** Which of `ids` are public projects (access/workspace.rules.ts visibleWorkspacesWhere for anonymous visitors). */
export const listPublicWorkspaceIds = async (db: Db, ids: readonly string[]): Promise<string[]> =>
  ids.length === 0 ? [] : (await db.selectFrom('workspaces').select('id').where('id', 'in', ids)
    .where((eb) => visibleWorkspacesWhere(eb, undefined)).execute()).map((r) => r.id);

/** Confirms the unconfirmed alert whose token has the hash `hash`, unless it expired; its row, or undefined. */
export async function confirmAlertByHash(db: Db, hash: string, now: string): Promise<boolean> {
  const result = await db.updateTable('area_alerts').set({ confirmed_at: now, confirm_hash: null, expires_at: null })
    .where('confirm_hash', '=', hash).where('confirmed_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const findAlert = (db: Db, id: string) => db.selectFrom('area_alerts').selectAll().where('id', '=', id).executeTakeFirst();

/** The account's alerts, oldest first. */
export const listAlertsOfUser = (db: Db, userId: string) =>
  db.selectFrom('area_alerts').selectAll().where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();

export const setAlertPaused = (db: Db, id: string, paused: boolean) =>
  db.updateTable('area_alerts').set({ paused: paused ? 1 : 0 }).where('id', '=', id).execute();

export const deleteAlert = (db: Db, id: string) => db.deleteFrom('area_alerts').where('id', '=', id).execute();

/** Deletes the alerts by e-mail not confirmed before their expiry; answers how many. */
export const deleteExpiredAlerts = async (db: Db, now: string): Promise<number> =>
  Number((await db.deleteFrom('area_alerts').where('confirmed_at', 'is', null).where('expires_at', '<=', now).executeTakeFirst()).numDeletedRows);

/** The confirmed, unpaused alerts whose grid cell holds the position and whose box holds it (the
 *  exact test of the area follows in alert-matching.ts); on the primary key of area_alert_cells. */
export const listCandidateAlerts = (db: Db, lat: number, lng: number) =>
  db.selectFrom('area_alert_cells').innerJoin('area_alerts', 'area_alerts.id', 'area_alert_cells.alert_id')
    .select(['area_alerts.id', 'area_alerts.area', 'area_alerts.projects', 'area_alerts.categories', 'area_alerts.frequency'])
    .where('area_alert_cells.cell', '=', cellOf(lat, lng))
    .where('area_alerts.confirmed_at', 'is not', null).where('area_alerts.paused', '=', 0)
    .where('area_alerts.min_lat', '<=', lat).where('area_alerts.max_lat', '>=', lat)
    .where('area_alerts.min_lng', '<=', lng).where('area_alerts.max_lng', '>=', lng)
    .execute();

/** The entry `pointId` if everyone may see it now, with its layer's name, questionnaire and
 *  statuses, its project and its category's answer (null without one). */
export const findPublicPoint = (db: Db, pointId: string) =>
  db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select((eb) => ['points.id', 'points.latitude', 'points.longitude', 'points.attributes', 'points.status', 'points.updated_at', 'points.created_at',
      'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'layers.statuses', 'layers.workspace_id',
      eb.selectFrom('point_answers').select('point_answers.text_value').whereRef('point_answers.point_id', '=', 'points.id')
        .where('point_answers.name', '=', 'category').limit(1).as('category')])
    .where('points.id', '=', pointId).where((eb) => visiblePointsWhere(eb, undefined, null)).executeTakeFirst();

export const insertNotices = (db: Db, rows: readonly AreaAlertNoticesTable[]) =>
  rows.length === 0 ? Promise.resolve() : db.insertInto('area_alert_notices').values([...rows]).execute().then(() => undefined);

/** The holder's address and language of an alert that may be mailed: an alert by e-mail, or an
 *  account's while the account is active and has not chosen „Keine E-Mails“. */
export const findMailedHolder = (db: Db, alertId: string) =>
  db.selectFrom('area_alerts').leftJoin('users', 'users.id', 'area_alerts.user_id')
    .select(['area_alerts.id', 'area_alerts.host', 'area_alerts.frequency', 'area_alerts.email as alert_email', 'area_alerts.language as alert_language',
      'area_alerts.user_id', 'users.email as user_email', 'users.language as user_language', 'users.active', 'users.notifications_off'])
    .where('area_alerts.id', '=', alertId).executeTakeFirst();

/** Alerts of `frequency` owing a digest at `until`: confirmed, not paused, with a notice not yet
 *  mailed made before `until`, and no digest that covered `until` already. */
export const listDueDigestAlerts = (db: Db, frequency: string, until: string, limit: number) =>
  db.selectFrom('area_alerts').select(['area_alerts.id', 'area_alerts.mailed_until'])
    .where('frequency', '=', frequency).where('confirmed_at', 'is not', null).where('paused', '=', 0)
    .where((eb) => eb.or([eb('mailed_until', 'is', null), eb('mailed_until', '<', until)]))
    .where((eb) => eb.exists(eb.selectFrom('area_alert_notices').select('area_alert_notices.id')
      .whereRef('area_alert_notices.alert_id', '=', 'area_alerts.id').where('area_alert_notices.mailed_at', 'is', null)
      .where('area_alert_notices.created_at', '<=', until)))
    .orderBy('created_at').limit(limit).execute();

/** Marks the digest up to `until` as sent, unless another process did since it was listed. */
export async function claimAlertDigest(db: Db, alertId: string, listed: string | null, until: string): Promise<boolean> {
  const result = await db.updateTable('area_alerts').set({ mailed_until: until }).where('id', '=', alertId)
    .where('mailed_until', listed === null ? 'is' : '=', listed).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The notices of an alert not yet mailed, made up to `until`, whose entries everyone may see now, oldest first. */
export const listUnmailedNotices = (db: Db, alertId: string, until: string) =>
  noticesWithPoints(db, alertId).where('area_alert_notices.mailed_at', 'is', null).where('area_alert_notices.created_at', '<=', until)
    .orderBy('area_alert_notices.created_at').orderBy('area_alert_notices.id').execute();

/** Marks an alert's notices up to `until` as mailed at `now` (those of entries no longer public too). */
export const markNoticesMailed = (db: Db, alertId: string, until: string, now: string) =>
  db.updateTable('area_alert_notices').set({ mailed_at: now }).where('alert_id', '=', alertId).where('mailed_at', 'is', null)
    .where('created_at', '<=', until).execute();

/** The newest `limit` notices of an alert whose entries everyone may see now (its feed). */
export const listFeedNotices = (db: Db, alertId: string, limit: number) =>
  noticesWithPoints(db, alertId).orderBy('area_alert_notices.created_at', 'desc').orderBy('area_alert_notices.id', 'desc').limit(limit).execute();

const noticesWithPoints = (db: Db, alertId: string) =>
  db.selectFrom('area_alert_notices').innerJoin('points', 'points.id', 'area_alert_notices.point_id')
    .innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select(['area_alert_notices.id', 'area_alert_notices.kind', 'area_alert_notices.status', 'area_alert_notices.created_at',
      'points.id as point_id', 'points.attributes', 'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'layers.workspace_id'])
    .where('area_alert_notices.alert_id', '=', alertId).where((eb) => visiblePointsWhere(eb, undefined, null));

/** A public project's name, or undefined for one that is not public (or not there). */
export const findPublicWorkspace = (db: Db, id: string) =>
  db.selectFrom('workspaces').select(['id', 'name']).where('id', '=', id).where((eb) => visibleWorkspacesWhere(eb, undefined)).executeTakeFirst();

/** The project's feed: its newest `limit` entries everyone may see now and the newest `limit`
 *  status changes of such entries (the history's `status` rows; never the team's notes or names). */
export async function listProjectFeed(db: Db, workspaceId: string, limit: number) {
  const base = () => db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .where('workspaces.id', '=', workspaceId).where((eb) => visiblePointsWhere(eb, undefined, null));
  const entries = await base()
    .select(['points.id as point_id', 'points.attributes', 'points.created_at', 'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema', 'layers.statuses'])
    .orderBy('points.created_at', 'desc').orderBy('points.id', 'desc').limit(limit).execute();
  const changes = await base().innerJoin('point_history', 'point_history.point_id', 'points.id').where('point_history.kind', '=', 'status')
    .select(['point_history.id', 'point_history.status', 'point_history.created_at', 'points.id as point_id', 'points.attributes', 'layers.id as layer_id',
      'layers.name as layer_name', 'layers.schema as layer_schema', 'layers.statuses'])
    .orderBy('point_history.created_at', 'desc').orderBy('point_history.id', 'desc').limit(limit).execute();
  return { entries, changes };
}
