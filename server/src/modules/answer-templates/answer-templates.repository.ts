import type { Db } from '../../db/database.js';
import type { AnswerTemplatesTable } from '../../db/schema.js';

/** SQL of answer templates (docs/product.md §16.2). */

/** The templates of an organisation, in their order. */
export const listTemplatesOf = (db: Db, organisationId: string) =>
  db.selectFrom('answer_templates').selectAll().where('organisation_id', '=', organisationId).orderBy('position').execute();

/** Makes `rows` the whole list of the organisation `organisationId`. */
export async function replaceTemplates(db: Db, organisationId: string, rows: AnswerTemplatesTable[]): Promise<void> {
  await db.deleteFrom('answer_templates').where('organisation_id', '=', organisationId).execute();
  if (rows.length > 0) await db.insertInto('answer_templates').values(rows).execute();
}
