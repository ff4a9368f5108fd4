import type { Group, User, UserAttribute } from '@mitmachkarte/contract';
import { parseJson, toBool } from '../../lib/json.js';
import type { AdminUserRow } from './users-admin.repository.js';

/** The stored attribute list, keeping only well-formed `{ Key, Value }` text pairs. */
export function presentAttributes(text: string): UserAttribute[] {
  const list = parseJson<unknown>(text, []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((a: unknown) => {
    const { Key, Value } = (a ?? {}) as Record<string, unknown>;
    return typeof Key === 'string' && typeof Value === 'string' ? [{ Key, Value }] : [];
  });
}

/** Row and its groups → User as the admin API shows it (docs/product.md §3): never the password hash;
 *  `Activation` is the activation code or ''. */
export const presentAdminUser = (row: AdminUserRow, groups: Group[]): User => ({
  ID: row.id,
  Name: row.name,
  Email: row.email,
  Active: toBool(row.active),
  Activation: row.activation_code ?? '',
  Groups: groups,
  Attributes: presentAttributes(row.attributes),
});
