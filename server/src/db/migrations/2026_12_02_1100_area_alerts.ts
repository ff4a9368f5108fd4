import type { Kysely } from 'kysely';

/** Area alerts (docs/product.md §24.2; docs/decisions/0043):
 *  - `area_alerts`: one alert, of an account (`user_id`, its address is the account's) or of an
 *    e-mail address alone (`email`, `user_id` null). `area` is the AlertArea as JSON (a circle or a
 *    polygon), `min_/max_lat/lng` its bounding box (degrees WGS84); `projects` and `categories` are
 *    JSON lists (no category: all). `confirm_hash` is the sha256 (hex) of the mailed confirmation
 *    link's token while an alert by e-mail waits; it works from `confirmed_at` on; an unconfirmed
 *    one is deleted after `expires_at`. `mailed_until` is the instant the last digest covered.
 *    Goes with the account (cascade).
 *  - `area_alert_cells`: the grid index of matching: every cell of 0.05° × 0.05° that the
 *    alert's bounding box touches (alert-grid.ts), so that a new entry reads the alerts of its one
 *    cell only.
 *  - `area_alert_notices`: what an alert has to tell: a new public entry (`neu`) or a status
 *    change (`status`, with the status's label), `mailed_at` once a mail carried it. The feed of
 *    an alert reads them too. Portable SQL for SQLite and PostgreSQL (docs/decisions/0001). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('area_alerts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('language', 'text')
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('min_lat', 'double precision', (c) => c.notNull())
    .addColumn('max_lat', 'double precision', (c) => c.notNull())
    .addColumn('min_lng', 'double precision', (c) => c.notNull())
    .addColumn('max_lng', 'double precision', (c) => c.notNull())
    .addColumn('projects', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('frequency', 'text', (c) => c.notNull())
    .addColumn('paused', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirm_hash', 'text', (c) => c.unique())
    .addColumn('confirmed_at', 'text')
    .addColumn('expires_at', 'text')
    .addColumn('mailed_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('area_alerts_user').on('area_alerts').column('user_id').execute();
  await db.schema.createIndex('area_alerts_email').on('area_alerts').column('email').execute();
  await db.schema.createIndex('area_alerts_expires').on('area_alerts').column('expires_at').execute();

  await db.schema.createTable('area_alert_cells')
    .addColumn('cell', 'integer', (c) => c.notNull())
    .addColumn('alert_id', 'text', (c) => c.notNull().references('area_alerts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('area_alert_cells_pk', ['cell', 'alert_id'])
    .execute();
  await db.schema.createIndex('area_alert_cells_alert').on('area_alert_cells').column('alert_id').execute();

  await db.schema.createTable('area_alert_notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('alert_id', 'text', (c) => c.notNull().references('area_alerts.id').onDelete('cascade'))
    .addColumn('point_id', 'text', (c) => c.notNull().references('points.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema.createIndex('area_alert_notices_alert').on('area_alert_notices').columns(['alert_id', 'created_at']).execute();
  await db.schema.createIndex('area_alert_notices_unmailed').on('area_alert_notices').columns(['mailed_at', 'alert_id']).execute();
  await db.schema.createIndex('area_alert_notices_point').on('area_alert_notices').column('point_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('area_alert_notices').execute();
  await db.schema.dropTable('area_alert_cells').execute();
  await db.schema.dropTable('area_alerts').execute();
}
