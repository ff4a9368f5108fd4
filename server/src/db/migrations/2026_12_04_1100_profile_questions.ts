import type { Kysely } from 'kysely';

/** Profile questions (docs/product.md §25.3, docs/decisions/0048). Portable SQL for SQLite and
 *  PostgreSQL (docs/decisions/0001).
 *  - `profile_questions`: an organisation's optional single-choice question, in its list's order;
 *    `active` 0 stops asking it without losing its answers. Goes with the organisation.
 *  - `profile_options`: a question's answer options, in order; go with the question.
 *  - `profile_answers`: the option an account chose, one per account and question. Kept apart from
 *    entries, comments and votes; they go with the account, the question or the option.
 *  - `profile_prompts`: that an account dismissed the prompt after its first contribution on an
 *    organisation's site; goes with the account or the organisation. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('profile_questions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profile_questions_organisation').on('profile_questions').columns(['organisation_id', 'position']).execute();
  await db.schema.createTable('profile_options')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('question_id', 'text', (c) => c.notNull().references('profile_questions.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('profile_options_question').on('profile_options').columns(['question_id', 'position']).execute();
  await db.schema.createTable('profile_answers')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question_id', 'text', (c) => c.notNull().references('profile_questions.id').onDelete('cascade'))
    .addColumn('option_id', 'text', (c) => c.notNull().references('profile_options.id').onDelete('cascade'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_answers_pk', ['user_id', 'question_id'])
    .execute();
  await db.schema.createIndex('profile_answers_question').on('profile_answers').columns(['question_id', 'option_id']).execute();
  await db.schema.createIndex('profile_answers_option').on('profile_answers').columns(['option_id']).execute();
  await db.schema.createTable('profile_prompts')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('organisation_id', 'text', (c) => c.notNull().references('organisations.id').onDelete('cascade'))
    .addColumn('dismissed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('profile_prompts_pk', ['user_id', 'organisation_id'])
    .execute();
  await db.schema.createIndex('profile_prompts_organisation').on('profile_prompts').columns(['organisation_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_prompts').execute();
  await db.schema.dropTable('profile_answers').execute();
  await db.schema.dropTable('profile_options').execute();
  await db.schema.dropTable('profile_questions').execute();
}
