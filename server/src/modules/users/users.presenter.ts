import type { LookupUser } from '@mitmachkarte/contract';
import type { UsersTable } from '../../db/schema.js';

/** Row → the public lookup shape (docs/product.md §3.9 Lookup user): never the hash or activation code. */
export const presentLookupUser = (row: Pick<UsersTable, 'id' | 'name' | 'email'>): LookupUser => ({ ID: row.id, Name: row.name, Email: row.email });
