import type { AclEntry } from '@mitmachkarte/contract';
import type { UsersTable } from '../../db/schema.js';

/** User row → access-list entry (docs/product.md §3.9 Workspace access entry): ID, Name, Email only. */
export const presentAclEntry = (row: Pick<UsersTable, 'id' | 'name' | 'email'>): AclEntry => ({ ID: row.id, Name: row.name, Email: row.email });
