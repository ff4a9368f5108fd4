import type { Invitation } from '@mitmachkarte/contract';
import type { WorkspaceInvitationsTable } from '../../db/schema.js';

/** Row → open invitation as its workspace's managers see it (docs/product.md §17.4); never the token's hash. */
export const presentInvitation = (row: WorkspaceInvitationsTable): Invitation => ({
  ID: row.id, Email: row.email, InvitedBy: row.inviter_name, CreatedAt: row.created_at, ExpiresAt: row.expires_at,
});
