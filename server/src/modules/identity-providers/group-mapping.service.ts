import type { Db } from '../../db/database.js';
import { syncGroupMemberships } from '../users/users.service.js';
import { listMappingRows } from './identity-providers.repository.js';

/** A provider's claims mapped to groups (docs/product.md §14.1; docs/security.md, Sign-in through
 *  identity providers): at each sign-in through the provider, the account is a member of exactly
 *  those mapped groups whose claim value the provider sent; groups the provider does not map keep
 *  their members. */

/** The texts at the dotted `path` of `claims` (`groups`, `realm_access.roles`): a text or number,
 *  or those of a list; [] for anything else. */
export function claimValues(claims: Record<string, unknown>, path: string): string[] {
  let value: unknown = claims;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value) || !Object.hasOwn(value, key)) return [];
    value = (value as Record<string, unknown>)[key];
  }
  const list = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
}

/** Applies the mapping of `providerId` to `userId` with the sign-in's `claims`. Answers whether
 *  a membership changed. */
export async function applyGroupMapping(db: Db, providerId: string, userId: string, claims: Record<string, unknown>): Promise<boolean> {
  const rows = await listMappingRows(db, [providerId]);
  if (rows.length === 0) return false;
  const managed = [...new Set(rows.map((r) => r.group_id))];
  const wanted = rows.filter((r) => claimValues(claims, r.claim).includes(r.value)).map((r) => r.group_id);
  return db.transaction().execute((trx) => syncGroupMemberships(trx, userId, managed, wanted));
}
