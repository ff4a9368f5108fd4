import type { Db } from '../../db/database.js';
import type { SurveyResponsesTable } from '../../db/schema.js';

/** SQL of the survey: one row per submitted answer set. */
export const insertSurveyResponse = (db: Db, row: SurveyResponsesTable) => db.insertInto('survey_responses').values(row).execute();

/** Up to `limit` answer sets with ids after `afterId`, in id (= creation) order. */
export const listSurveyResponsesAfter = (db: Db, afterId: string, limit: number) =>
  db.selectFrom('survey_responses').select(['id', 'data']).where('id', '>', afterId).orderBy('id').limit(limit).execute();
