import type { Kysely } from 'kysely';

/** Surveys a project's team builds (docs/product.md §25.2; docs/decisions/0047).
 *  `surveys`: one row per survey of a project (`workspace_id`, cascade): title, Markdown
 *  description, thank-you text, the questions as JSON, who may answer (`audience`: anyone |
 *  signed_in), one answer per `once_per` (device | account), opening and closing times (ISO,
 *  nullable), `published` (0: only the team sees it).
 *  `survey_answers`: one row per answer set: the answers as JSON, the account (`user_id`, kept
 *  when the account goes: set null) or the sha256 of the device cookie (`device_hash`); a survey
 *  takes one answer per account and one per device (unique; NULLs do not collide in SQLite nor
 *  PostgreSQL). Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('surveys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('workspace_id', 'text', (c) => c.notNull().references('workspaces.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thank_you', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('questions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('audience', 'text', (c) => c.notNull().defaultTo('anyone'))
    .addColumn('once_per', 'text', (c) => c.notNull().defaultTo('device'))
    .addColumn('opens_at', 'text')
    .addColumn('closes_at', 'text')
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('surveys_workspace').on('surveys').column('workspace_id').execute();
  await db.schema.createTable('survey_answers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('survey_id', 'text', (c) => c.notNull().references('surveys.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('device_hash', 'text')
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('survey_answers_one_per_account', ['survey_id', 'user_id'])
    .addUniqueConstraint('survey_answers_one_per_device', ['survey_id', 'device_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('survey_answers').execute();
  await db.schema.dropTable('surveys').execute();
}
