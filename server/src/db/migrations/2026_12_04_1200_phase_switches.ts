import type { Kysely } from 'kysely';

/** Phases that act (docs/product.md §25.4, docs/decisions/0049): what the current phase of a
 *  project allows on each of its maps, written by the phase task (modules/phases) at a phase's
 *  start and end and read by the access rules (access/phase.rules.ts):
 *  - `layers.phase_view`, `phase_contribute`, `phase_comment`, `phase_vote`: 1 allowed (the
 *    default, also outside any phase), 0 switched off for everyone but the project's team;
 *  - `layers.phase_title`: the title of the phase that switched something off, for the 403
 *    messages; null when nothing is switched off;
 *  - `workspaces.phase_index`: the index (0-based) in `workspaces.phases` of the phase applied
 *    last, null outside any phase; the task compares it to write the change into the audit log.
 *  The switches themselves stay in the JSON of `workspaces.phases` (contract Phase.Switches), so
 *  that other targets than maps can be added without a migration of that format.
 *  Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['phase_view', 'phase_contribute', 'phase_comment', 'phase_vote']) {
    await db.schema.alterTable('layers').addColumn(column, 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
  await db.schema.alterTable('layers').addColumn('phase_title', 'text').execute();
  await db.schema.alterTable('workspaces').addColumn('phase_index', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workspaces').dropColumn('phase_index').execute();
  for (const column of ['phase_view', 'phase_contribute', 'phase_comment', 'phase_vote', 'phase_title']) {
    await db.schema.alterTable('layers').dropColumn(column).execute();
  }
}
