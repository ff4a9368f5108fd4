import type { Passkey } from '@mitmachkarte/contract';
import type { PasskeyRow } from './passkeys.repository.js';

/** A passkey as its holder sees it in the profile: no key, no counter. */
export const presentPasskey = (row: PasskeyRow): Passkey => ({ ID: row.id, Name: row.name, CreatedAt: row.created_at, LastUsedAt: row.last_used_at });
