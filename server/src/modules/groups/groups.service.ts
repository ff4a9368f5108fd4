import { PERMISSION_DESCRIPTIONS, PERMISSIONS } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import { newId, nowIso } from '../../lib/ids.js';
import { findGroupByName, grantPermission, insertGroup, insertPermissionIfMissing } from './groups.repository.js';

export const ADMIN_GROUP_NAME = 'Administratoren';

/** Makes sure every known permission exists (docs/architecture.md §6). Idempotent. */
export async function ensureKnownPermissions(db: Db): Promise<void> {
  for (const name of PERMISSIONS) await insertPermissionIfMissing(db, name, PERMISSION_DESCRIPTIONS[name]);
}

/** The group "Administratoren" holding every known permission, created if missing; returns its id. */
export async function ensureAdminGroup(db: Db): Promise<string> {
  const existing = await findGroupByName(db, ADMIN_GROUP_NAME);
  const id = existing?.id ?? newId();
  if (!existing) await insertGroup(db, { id, name: ADMIN_GROUP_NAME, created_at: nowIso() });
  for (const name of PERMISSIONS) await grantPermission(db, id, name);
  return id;
}

/** The id of the group named `name`, if it exists. */
export const findGroupIdByName = async (db: Db, name: string): Promise<string | undefined> => (await findGroupByName(db, name))?.id;
