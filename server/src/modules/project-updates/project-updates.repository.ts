import { PROJECT_UPDATES_LISTED } from '@mitmachkarte/contract';
import { updateRecipientsWhere } from '../../access/project-update.rules.js';
import type { Db } from '../../db/database.js';
import type { ProjectFollowsTable, ProjectUpdatesTable } from '../../db/schema.js';

/** SQL of a project's „Neuigkeiten“ (docs/product.md §25.5): follows, opt-outs, updates, and their
 *  recipients by the rule of access/project-update.rules.ts updateRecipientsWhere. */

/** Adds a follow; following again changes nothing. */
export const insertProjectFollow = (db: Db, row: ProjectFollowsTable) =>
  db.insertInto('project_follows').values(row).onConflict((oc) => oc.columns(['user_id', 'workspace_id']).doNothing()).execute();

export const deleteProjectFollow = (db: Db, userId: string, workspaceId: string) =>
  db.deleteFrom('project_follows').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).execute();

export const isFollowingProject = async (db: Db, userId: string, workspaceId: string) =>
  (await db.selectFrom('project_follows').select('user_id').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).executeTakeFirst()) !== undefined;

/** The ids of the projects `userId` follows, of those in `workspaceIds`. */
export const listFollowedProjectIds = async (db: Db, userId: string, workspaceIds: readonly string[]) =>
  workspaceIds.length === 0 ? [] : (await db.selectFrom('project_follows').select('workspace_id')
    .where('user_id', '=', userId).where('workspace_id', 'in', workspaceIds).execute()).map((r) => r.workspace_id);

/** The projects the user follows, oldest first, for the account's data export. */
export const listProjectFollowsOf = (db: Db, userId: string) =>
  db.selectFrom('project_follows').select(['workspace_id', 'created_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('workspace_id').execute();

/** Records that `userId` stopped the update mails of `workspaceId` (again: no change). */
export const insertOptout = (db: Db, userId: string, workspaceId: string, now: string) =>
  db.insertInto('project_update_optouts').values({ user_id: userId, workspace_id: workspaceId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'workspace_id']).doNothing()).execute();

export const deleteOptout = (db: Db, userId: string, workspaceId: string) =>
  db.deleteFrom('project_update_optouts').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).execute();

export const hasOptedOut = async (db: Db, userId: string, workspaceId: string) =>
  (await db.selectFrom('project_update_optouts').select('user_id').where('user_id', '=', userId).where('workspace_id', '=', workspaceId).executeTakeFirst()) !== undefined;

export const insertUpdate = (db: Db, row: ProjectUpdatesTable) => db.insertInto('project_updates').values(row).execute();

export const setUpdateRecipients = (db: Db, id: string, recipients: number) =>
  db.updateTable('project_updates').set({ recipients }).where('id', '=', id).execute();

export const findUpdate = (db: Db, workspaceId: string, id: string) =>
  db.selectFrom('project_updates').selectAll().where('workspace_id', '=', workspaceId).where('id', '=', id).executeTakeFirst();

export const deleteUpdateRow = (db: Db, id: string) => db.deleteFrom('project_updates').where('id', '=', id).execute();

/** The newest PROJECT_UPDATES_LISTED updates of a project, newest first. */
export const listUpdatesOf = (db: Db, workspaceId: string) =>
  db.selectFrom('project_updates').select(['id', 'title', 'body', 'created_at', 'recipients'])
    .where('workspace_id', '=', workspaceId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(PROJECT_UPDATES_LISTED).execute();

/** How many updates the project got since `since` (ISO). */
export const countUpdatesSince = async (db: Db, workspaceId: string, since: string) =>
  Number((await db.selectFrom('project_updates').select((eb) => eb.fn.countAll().as('n'))
    .where('workspace_id', '=', workspaceId).where('created_at', '>', since).executeTakeFirstOrThrow()).n);

/** The recipients of an update of `workspaceId` (updateRecipientsWhere), each once, with their
 *  address, language and the site of their follow (null when they only took part). */
export const listUpdateRecipients = (db: Db, workspaceId: string) =>
  db.selectFrom('users')
    .select((eb) => ['users.id', 'users.email', 'users.language',
      eb.selectFrom('project_follows').select('project_follows.host')
        .where('project_follows.workspace_id', '=', workspaceId).whereRef('project_follows.user_id', '=', 'users.id').as('follow_host')])
    .where((eb) => updateRecipientsWhere(db, eb, workspaceId))
    .orderBy('users.id').execute();

/** How many would get an update of `workspaceId` now. */
export const countUpdateRecipients = async (db: Db, workspaceId: string) =>
  Number((await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n'))
    .where((eb) => updateRecipientsWhere(db, eb, workspaceId)).executeTakeFirstOrThrow()).n);

export const projectExists = async (db: Db, workspaceId: string) =>
  (await db.selectFrom('workspaces').select('id').where('id', '=', workspaceId).executeTakeFirst()) !== undefined;
