import { sql } from 'kysely';
import { TEAM_NOTIFICATION_DEFAULTS } from '@mitmachkarte/contract';
import { onTeamWhere, teamOf } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import type { TeamEventKind, TeamEventsTable, TeamNotificationSettingsTable } from '../../db/schema.js';

/** SQL of the team's mails (docs/product.md §16.8): the members' settings, the events the team
 *  hears of and the bookkeeping of the digests. Who is on a team is read at send time
 *  (access/scope.ts onTeamWhere, teamOf): someone removed from a team gets nothing more. */

/** The settings column of each kind of event. */
export const SETTING_OF: Record<TeamEventKind, 'entries' | 'reports' | 'approvals'> = { eintraege: 'entries', meldungen: 'reports', freigaben: 'approvals' };
const DEFAULT_OF = { entries: TEAM_NOTIFICATION_DEFAULTS.Entries, reports: TEAM_NOTIFICATION_DEFAULTS.Reports, approvals: TEAM_NOTIFICATION_DEFAULTS.Approvals };

export const findTeamSettings = (db: Db, userId: string, workspaceId: string) =>
  db.selectFrom('team_notification_settings').select(['entries', 'reports', 'approvals'])
    .where('user_id', '=', userId).where('workspace_id', '=', workspaceId).executeTakeFirst();

/** Stores a member's choice for a project (replacing the former one). */
export const upsertTeamSettings = (db: Db, row: TeamNotificationSettingsTable) =>
  db.insertInto('team_notification_settings').values(row)
    .onConflict((oc) => oc.columns(['user_id', 'workspace_id']).doUpdateSet({
      entries: row.entries, reports: row.reports, approvals: row.approvals, updated_at: row.updated_at,
    })).execute();

export const insertTeamEvent = (db: Db, row: TeamEventsTable) => db.insertInto('team_events').values(row).execute();

/** The workspace's name, or undefined if it is gone. */
export const findWorkspaceName = async (db: Db, workspaceId: string) =>
  (await db.selectFrom('workspaces').select('name').where('id', '=', workspaceId).executeTakeFirst())?.name;

/** Whether `userId` is on the team of `workspaceId` now. */
export const isOnTeam = async (db: Db, userId: string, workspaceId: string) =>
  (await db.selectFrom('users').select('users.id').where('users.id', '=', userId).where((eb) => onTeamWhere(eb, workspaceId)).executeTakeFirst()) !== undefined;

/** The members of the team of `workspaceId` with an active account whose setting for `kind` is
 *  `sofort` (no row: the default), except `exceptUserId`: who gets a mail at once. */
export const listImmediateRecipients = (db: Db, workspaceId: string, kind: TeamEventKind, exceptUserId: string | null) => {
  const column = SETTING_OF[kind];
  return db.selectFrom('users')
    .leftJoin('team_notification_settings as s', (j) => j.onRef('s.user_id', '=', 'users.id').on('s.workspace_id', '=', workspaceId))
    .select(['users.id', 'users.email', 'users.language'])
    .where('users.active', '=', 1).where((eb) => onTeamWhere(eb, workspaceId))
    .where((eb) => eb.fn.coalesce(`s.${column}`, eb.val(DEFAULT_OF[column])), '=', 'sofort')
    .$if(exceptUserId !== null, (q) => q.where('users.id', '<>', exceptUserId!))
    .orderBy('users.id').execute();
};

/** The entry (and its layer) an event is about, for a mail. */
export const findEventSubject = (db: Db, pointId: string) =>
  db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .select(['points.id', 'points.attributes', 'layers.id as layer_id', 'layers.name as layer_name', 'layers.schema as layer_schema',
      'workspaces.id as workspace_id', 'workspaces.name as workspace_name'])
    .where('points.id', '=', pointId).executeTakeFirst();

export type DigestPeriod = 'taeglich' | 'woechentlich';

/** The kinds whose setting is `period` for the joined settings row `s` (no row: the defaults), as SQL. */
const chosen = (kind: TeamEventKind, period: DigestPeriod) => {
  const column = SETTING_OF[kind];
  return sql<boolean>`(e.kind = ${kind} AND COALESCE(s.${sql.ref(column)}, ${DEFAULT_OF[column]}) = ${period})`;
};

/** The workspaces with events in (`after`, `until`]: those whose teams may be due a digest. */
export const listWorkspacesWithEvents = async (db: Db, after: string, until: string) =>
  (await db.selectFrom('team_events').select('workspace_id').distinct()
    .where('created_at', '>', after).where('created_at', '<=', until).orderBy('workspace_id').execute()).map((r) => r.workspace_id);

/** The members of the team of `workspaceId` due for the `period` digest that ends at `until`: on
 *  the team now, with an active account, no digest up to `until` yet, and an event of a kind they
 *  chose `period` for, caused by someone else, after their last digest (none yet: after
 *  `firstSince`) and no later than `until`; in the order of their ids. */
export const listDueTeamDigests = (db: Db, period: DigestPeriod, workspaceId: string, until: string, firstSince: string) =>
  db.selectFrom(teamOf(db, workspaceId).as('t'))
    .innerJoin('users', 'users.id', 't.user_id')
    .leftJoin('team_notification_settings as s', (j) => j.onRef('s.user_id', '=', 't.user_id').on('s.workspace_id', '=', workspaceId))
    .leftJoin('team_digests as d', (j) => j.onRef('d.user_id', '=', 't.user_id').on('d.workspace_id', '=', workspaceId).on('d.period', '=', period))
    .select(['t.user_id', 'users.email', 'users.language', 's.entries', 's.reports', 's.approvals', 'd.covered_until'])
    .where('users.active', '=', 1)
    .where((eb) => eb.or([eb('d.covered_until', 'is', null), eb('d.covered_until', '<', until)]))
    .where(sql<boolean>`EXISTS (SELECT 1 FROM team_events e WHERE e.workspace_id = ${workspaceId} AND e.created_at <= ${until}
      AND e.created_at > COALESCE(d.covered_until, ${firstSince}) AND (e.actor_id IS NULL OR e.actor_id <> t.user_id)
      AND (${chosen('eintraege', period)} OR ${chosen('meldungen', period)} OR ${chosen('freigaben', period)}))`)
    .orderBy('t.user_id').execute();

/** What a row of `team_digests` covers: a digest's period, or the daily reminder of overdue
 *  entries (`erinnerung`, docs/product.md §16.11). */
export type ClaimedPeriod = DigestPeriod | 'erinnerung';

/** Up to when the reminders of project `workspaceId` covered each member (user id → ISO time). */
export const listReminderClaims = async (db: Db, workspaceId: string) =>
  new Map((await db.selectFrom('team_digests').select(['user_id', 'covered_until'])
    .where('workspace_id', '=', workspaceId).where('period', '=', 'erinnerung').execute()).map((r) => [r.user_id, r.covered_until]));

/** Marks the `period` digest of a member and project as covering events up to `until`, unless
 *  another server process did so since the pair was listed (its covered_until is no longer
 *  `listed`); true if this call claimed it. */
export async function claimTeamDigest(
  db: Db, pair: { userId: string; workspaceId: string; period: ClaimedPeriod; listed: string | null }, until: string,
): Promise<boolean> {
  if (pair.listed === null) {
    const inserted = await db.insertInto('team_digests')
      .values({ user_id: pair.userId, workspace_id: pair.workspaceId, period: pair.period, covered_until: until })
      .onConflict((oc) => oc.columns(['user_id', 'workspace_id', 'period']).doNothing()).executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
  const updated = await db.updateTable('team_digests').set({ covered_until: until })
    .where('user_id', '=', pair.userId).where('workspace_id', '=', pair.workspaceId).where('period', '=', pair.period)
    .where('covered_until', '=', pair.listed).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** The events of `workspaceId` of `kinds` in (`since`, `until`] about live entries, oldest first,
 *  with who caused them (`actor_id`, to leave out a member's own) and what a digest names. */
export const listDigestEvents = (db: Db, q: { workspaceId: string; kinds: TeamEventKind[]; since: string; until: string }) =>
  db.selectFrom('team_events as e').innerJoin('points', 'points.id', 'e.point_id').innerJoin('layers', 'layers.id', 'points.layer_id')
    .select(['e.kind', 'e.comment_id', 'e.actor_id', 'e.host', 'e.created_at', 'points.id as point_id', 'points.attributes', 'layers.id as layer_id',
      'layers.name as layer_name', 'layers.schema as layer_schema'])
    .where('e.workspace_id', '=', q.workspaceId).where('e.kind', 'in', q.kinds)
    .where('e.created_at', '>', q.since).where('e.created_at', '<=', q.until).where('points.deleted_at', 'is', null)
    .orderBy('e.created_at').orderBy('e.id').execute();

/** Removes the events created before `before` (no digest reaches back so far). */
export const deleteTeamEventsBefore = (db: Db, before: string) => db.deleteFrom('team_events').where('created_at', '<', before).execute();
