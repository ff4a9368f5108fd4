import type { ApiToken } from '@mitmachkarte/contract';
import type { ApiTokensTable } from '../../db/schema.js';

/** A key as the profile lists it (never its hash): `Expired` past `expires_at` at `now`. */
export const presentApiToken = (row: Omit<ApiTokensTable, 'user_id'>, now: Date): ApiToken => ({
  ID: row.id, Name: row.name, Prefix: row.prefix, Scopes: row.scopes.split(' '),
  CreatedAt: row.created_at, ExpiresAt: row.expires_at, LastUsedAt: row.last_used_at, Expired: Date.parse(row.expires_at) <= now.getTime(),
});
