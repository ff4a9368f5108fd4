import type { Db } from '../../db/database.js';
import type { TranslationSettingsTable, TranslationsTable } from '../../db/schema.js';

/** SQL of the translation service's settings and its kept translations (migration
 *  2026_11_30_1500_translation). */

export const findSettingsRow = (db: Db, organisationId: string) =>
  db.selectFrom('translation_settings').selectAll().where('organisation_id', '=', organisationId).executeTakeFirst();

/** Stores an organisation's settings (new or changed). */
export const putSettingsRow = (db: Db, row: TranslationSettingsTable) =>
  db.insertInto('translation_settings').values(row)
    .onConflict((oc) => oc.column('organisation_id').doUpdateSet({ enabled: row.enabled, url: row.url, api_key: row.api_key, updated_at: row.updated_at }))
    .execute();

export const findTranslationRow = (db: Db, textHash: string, target: string) =>
  db.selectFrom('translations').select(['source', 'translated']).where('text_hash', '=', textHash).where('target', '=', target).executeTakeFirst();

/** Keeps a translation; a second one of the same text and target made meanwhile is left as it was. */
export const insertTranslationRow = (db: Db, row: TranslationsTable) =>
  db.insertInto('translations').values(row).onConflict((oc) => oc.columns(['text_hash', 'target']).doNothing()).execute();

/** Forgets the translations kept since before `cutoff` (ISO time); answers how many. */
export async function deleteTranslationsBefore(db: Db, cutoff: string): Promise<number> {
  const result = await db.deleteFrom('translations').where('created_at', '<', cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}
