import type { Kysely } from 'kysely';

/** Phases switch surveys too (docs/product.md §25.4, docs/decisions/0049): what the current phase
 *  of a project allows on each of its surveys, written by the phase task (modules/phases) at a
 *  phase's start and end and read by the access rules (access/survey.rules.ts):
 *  - `surveys.phase_view`, `phase_answer`: 1 allowed (the default, also outside any phase), 0
 *    switched off for everyone but the project's team;
 *  - `surveys.phase_title`: the title of the phase that switched something off, for the 403
 *    message and the survey page; null when nothing is switched off.
 *  The switches themselves stay in the JSON of `workspaces.phases` (contract SurveyPhaseSwitch).
 *  Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ['phase_view', 'phase_answer']) {
    await db.schema.alterTable('surveys').addColumn(column, 'integer', (c) => c.notNull().defaultTo(1)).execute();
  }
  await db.schema.alterTable('surveys').addColumn('phase_title', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['phase_view', 'phase_answer', 'phase_title']) {
    await db.schema.alterTable('surveys').dropColumn(column).execute();
  }
}
