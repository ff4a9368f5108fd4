import type { Db } from '../../db/database.js';
import type { SurveyAnswersTable, SurveysTable } from '../../db/schema.js';
import { visibleSurveysWhere } from '../../access/survey.rules.js';

/** SQL of the surveys a project's team builds and their answers (migration 2026_12_04_1000_surveys). */

export const insertSurvey = (db: Db, row: SurveysTable) => db.insertInto('surveys').values(row).execute();
export const updateSurveyRow = (db: Db, id: string, row: Omit<SurveysTable, 'id' | 'workspace_id' | 'created_at'>) =>
  db.updateTable('surveys').set(row).where('id', '=', id).execute();
export const deleteSurveyRow = (db: Db, id: string) => db.deleteFrom('surveys').where('id', '=', id).execute();
export const findSurveyById = (db: Db, id: string) => db.selectFrom('surveys').selectAll().where('id', '=', id).executeTakeFirst();

/** The surveys of a project the actor sees (survey.rules.ts visibleSurveysWhere), newest first. */
export const listSurveysOfWorkspace = (db: Db, workspaceId: string, isManager: boolean) =>
  db.selectFrom('surveys').selectAll().where('workspace_id', '=', workspaceId).where((eb) => visibleSurveysWhere(eb, isManager))
    .orderBy('created_at', 'desc').orderBy('id').execute();

export async function countSurveysOfWorkspace(db: Db, workspaceId: string): Promise<number> {
  const row = await db.selectFrom('surveys').select((eb) => eb.fn.countAll<number | string>().as('n')).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Answer counts of the given surveys, by survey id. */
export async function countAnswersOf(db: Db, surveyIds: readonly string[]): Promise<Map<string, number>> {
  if (surveyIds.length === 0) return new Map();
  const rows = await db.selectFrom('survey_answers').select(['survey_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('survey_id', 'in', surveyIds).groupBy('survey_id').execute();
  return new Map(rows.map((r) => [r.survey_id, Number(r.n)]));
}

export const insertSurveyAnswer = (db: Db, row: SurveyAnswersTable) => db.insertInto('survey_answers').values(row).execute();

/** Whether the account or the device (sha256 of its cookie) has answered the survey. */
export async function hasAnswered(db: Db, surveyId: string, userId: string | null, deviceHash: string | null): Promise<boolean> {
  if (!userId && !deviceHash) return false;
  const row = await db.selectFrom('survey_answers').select('id').where('survey_id', '=', surveyId)
    .where((eb) => eb.or([...(userId ? [eb('user_id', '=', userId)] : []), ...(deviceHash ? [eb('device_hash', '=', deviceHash)] : [])]))
    .executeTakeFirst();
  return row !== undefined;
}

/** Up to `limit` answer sets of a survey with ids after `afterId`, in id order. */
export const listAnswersAfter = (db: Db, surveyId: string, afterId: string, limit: number) =>
  db.selectFrom('survey_answers').select(['id', 'answers', 'created_at']).where('survey_id', '=', surveyId).where('id', '>', afterId)
    .orderBy('id').limit(limit).execute();

/** The survey answers given under account `userId`, oldest first, with their survey's title (the
 *  account's data export, docs/product.md §14). */
export const listAnswersOfUser = (db: Db, userId: string) =>
  db.selectFrom('survey_answers').innerJoin('surveys', 'surveys.id', 'survey_answers.survey_id')
    .select(['survey_answers.survey_id', 'surveys.title', 'survey_answers.answers', 'survey_answers.created_at'])
    .where('survey_answers.user_id', '=', userId).orderBy('survey_answers.created_at').orderBy('survey_answers.id').execute();
