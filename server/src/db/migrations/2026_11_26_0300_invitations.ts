import type { Kysely } from 'kysely';

/** Invitations to a workspace's access list (docs/product.md §17.4). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001). `workspace_invitations`: one mailed link each; `token_hash` is
 *  the sha256 of the token, which lives only in the mail. `ended_at` is set when the invitation is
 *  withdrawn or replaced by a newer one to the same address, `accepted_at` when its link was used:
 *  an open invitation has neither and `expires_at` in the future. Rows stay after they end, so that
 *  the invitations per inviter and day can be counted; they go with their workspace. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('workspace_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('inviter_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'text')
    .addColumn('ended_at', 'text')
    .execute();
  await db.schema.createIndex('workspace_invitations_workspace').on('workspace_invitations').columns(['workspace_id', 'email']).execute();
  await db.schema.createIndex('workspace_invitations_inviter').on('workspace_invitations').columns(['invited_by', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('workspace_invitations').execute();
}
