import type { Kysely } from 'kysely';

/** Index `workspace_invitations_email` (email, created_at): the invitations to one address in the
 *  last 24 hours across every workspace, counted before each new one (docs/product.md §17.4: at
 *  most MAX_INVITATIONS_PER_ADDRESS_PER_DAY). The count per workspace and address reads
 *  `workspace_invitations_workspace` (workspace_id, email). Portable SQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('workspace_invitations_email').on('workspace_invitations').columns(['email', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('workspace_invitations_email').execute();
}
