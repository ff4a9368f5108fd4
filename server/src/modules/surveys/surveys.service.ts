import { SURVEY_LIMITS, type SurveyForm, type SurveyFormBody } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { findWorkspaceAccess, type WorkspaceAccess } from '../../access/scope.js';
import { canManageSurveys, canSeeSurvey, surveyNow, surveyStateAt } from '../../access/survey.rules.js';
import { getVisibleWorkspaceAccess } from '../../access/visible.js';
import type { Db } from '../../db/database.js';
import type { SurveysTable } from '../../db/schema.js';
import { say } from '../../i18n/messages.js';
import { conflict, invalidField, notFound } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { inTransaction } from '../../lib/transaction.js';
import { changeConflict, collectUsedKeys, surveyBodyProblem, type UsedKeys } from './survey-checks.js';
import { presentSurvey, questionsOf } from './surveys.presenter.js';
import {
  countAnswersOf, countSurveysOfWorkspace, deleteSurveyRow, findSurveyById, hasAnswered, insertSurvey, listAnswersAfter, listAnswersOfUser,
  listSurveysOfWorkspace, updateSurveyRow,
} from './surveys.repository.js';

/** The surveys a project's team builds (docs/product.md §25.2; docs/decisions/0047): list, create,
 *  read, change (publish, close), delete. Answers: survey-answers.service.ts; results:
 *  survey-results.service.ts. */

/** Rows read per query when walking a survey's answers. */
export const ANSWER_PAGE = 1000;

/** The survey `id` with the actor's access, if the actor sees it (survey.rules.ts canSeeSurvey);
 *  NOT_FOUND otherwise (a hidden id is never confirmed, docs/architecture.md §5). */
export async function getVisibleSurvey(db: Db, actor: Actor, id: string): Promise<{ survey: SurveysTable; access: WorkspaceAccess }> {
  const survey = await findSurveyById(db, id);
  const access = survey && (await findWorkspaceAccess(db, actor, survey.workspace_id));
  if (!survey || !access || !canSeeSurvey(access, survey)) throw notFound(say('surveyNotFound'));
  return { survey, access };
}

/** As getVisibleSurvey, and the actor is on the project's team (403, anonymous 401). */
export async function getManagedSurvey(db: Db, actor: Actor, id: string) {
  const found = await getVisibleSurvey(db, actor, id);
  requireAccess(actor, canManageSurveys(found.access));
  return found;
}

/** The row fields of a checked body: 400 for a build problem (survey-checks.ts surveyBodyProblem). */
function rowOf(body: SurveyFormBody): Omit<SurveysTable, 'id' | 'workspace_id' | 'created_at'> {
  const problem = surveyBodyProblem(body);
  if (problem) throw invalidField(problem.field, problem.message);
  return {
    title: body.Title, description: body.Description, thank_you: body.ThankYou, questions: JSON.stringify(body.Questions),
    audience: body.Audience, once_per: body.OncePer, opens_at: body.OpensAt && new Date(body.OpensAt).toISOString(),
    closes_at: body.ClosesAt && new Date(body.ClosesAt).toISOString(), published: body.Published ? 1 : 0, updated_at: nowIso(),
  };
}

/** GET /gis/workspace/{id}/surveys: the project's surveys the actor sees, newest first — all for
 *  its team, the published ones for everyone else. `deviceHash`: the reader's device cookie. */
export async function listSurveys(db: Db, actor: Actor, workspaceId: string, deviceHash: string | null): Promise<SurveyForm[]> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  const canEdit = canManageSurveys(access);
  const rows = await listSurveysOfWorkspace(db, workspaceId, canEdit);
  const counts = canEdit ? await countAnswersOf(db, rows.map((r) => r.id)) : new Map<string, number>();
  const now = nowIso();
  return Promise.all(rows.map(async (row) => presentSurvey(row, {
    state: surveyStateAt(row, now), canEdit, answerCount: counts.get(row.id) ?? 0, answered: await hasAnswered(db, row.id, actor.userId, deviceHash),
    now: surveyNow(access, row),
  })));
}

/** GET /gis/survey/{id}: one survey the actor sees. */
export async function readSurvey(db: Db, actor: Actor, id: string, deviceHash: string | null): Promise<SurveyForm> {
  const { survey, access } = await getVisibleSurvey(db, actor, id);
  const canEdit = canManageSurveys(access);
  const counts = canEdit ? await countAnswersOf(db, [id]) : new Map<string, number>();
  return presentSurvey(survey, {
    state: surveyStateAt(survey, nowIso()), canEdit, answerCount: counts.get(id) ?? 0, answered: await hasAnswered(db, id, actor.userId, deviceHash),
    now: surveyNow(access, survey),
  });
}

/** POST /gis/workspace/{id}/surveys: the team makes a survey. 400 for build problems; 409 beyond
 *  SURVEY_LIMITS.surveysPerProject. */
export async function createSurvey(db: Db, actor: Actor, workspaceId: string, body: SurveyFormBody): Promise<SurveyForm> {
  const access = await getVisibleWorkspaceAccess(db, actor, workspaceId);
  requireAccess(actor, canManageSurveys(access));
  const fields = rowOf(body);
  if (await countSurveysOfWorkspace(db, workspaceId) >= SURVEY_LIMITS.surveysPerProject) throw conflict(say('surveyLimit', { max: SURVEY_LIMITS.surveysPerProject }));
  // No phase names a new survey yet: it allows everything (docs/product.md §25.4).
  const row: SurveysTable = { id: newId(), workspace_id: workspaceId, created_at: fields.updated_at, ...fields, phase_view: 1, phase_answer: 1, phase_title: null };
  await insertSurvey(db, row);
  return presentSurvey(row, { state: surveyStateAt(row, nowIso()), canEdit: true, answered: false, answerCount: 0, now: surveyNow(access, row) });
}

/** The keys the stored answers of a survey use (survey-checks.ts UsedKeys). */
async function usedKeysOf(db: Db, surveyId: string): Promise<UsedKeys> {
  const used: UsedKeys = new Map();
  for (let afterId = ''; ;) {
    const rows = await listAnswersAfter(db, surveyId, afterId, ANSWER_PAGE);
    for (const r of rows) collectUsedKeys(used, parseJson(r.answers, {}));
    if (rows.length < ANSWER_PAGE) return used;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** PUT /gis/survey/{id}: the team changes the whole survey — texts, questions, who may answer,
 *  times, published (publishing and closing are changes of Published and ClosesAt). 409 when the
 *  change would remove a question, option, row or step that has answers or change an answered
 *  question's kind (survey-checks.ts changeConflict). */
export async function updateSurvey(db: Db, actor: Actor, id: string, body: SurveyFormBody): Promise<SurveyForm> {
  const fields = rowOf(body);
  return inTransaction(db, async (trx) => {
    const { survey, access } = await getManagedSurvey(trx, actor, id);
    const problem = changeConflict(questionsOf(survey), body.Questions, await usedKeysOf(trx, id));
    if (problem) throw conflict(problem);
    await updateSurveyRow(trx, id, fields);
    const counts = await countAnswersOf(trx, [id]);
    const row = { ...survey, ...fields };
    return presentSurvey(row, { state: surveyStateAt(row, nowIso()), canEdit: true, answered: false, answerCount: counts.get(id) ?? 0, now: surveyNow(access, row) });
  });
}

/** DELETE /gis/survey/{id}: the team deletes a survey with its answers. */
export async function deleteSurvey(db: Db, actor: Actor, id: string): Promise<void> {
  await getManagedSurvey(db, actor, id);
  await deleteSurveyRow(db, id);
}

/** The survey answers given under account `userId` for its data export (docs/product.md §14,
 *  §25.2): survey, title, answers by question key, when. Answers given without an account are not
 *  linked to anyone and are not in any export. */
export async function listSurveyAnswersForExport(db: Db, userId: string) {
  return (await listAnswersOfUser(db, userId)).map((a) => ({ SurveyID: a.survey_id, Survey: a.title, Answers: parseJson(a.answers, {}), CreatedAt: a.created_at }));
}
