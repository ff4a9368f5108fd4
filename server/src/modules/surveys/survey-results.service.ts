import type { SurveyAnswerValue, SurveyFormResults } from '@mitmachkarte/contract';
import type { Readable } from 'node:stream';
import type { Actor } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import type { Download } from '../../lib/download.js';
import { asciiFileName, unicodeFileName } from '../../lib/file-name.js';
import { parseJson } from '../../lib/json.js';
import { type AnswerRow, exportRecords, surveyCsv, surveyXlsxStream } from './survey-export.presenter.js';
import { countAnswers, emptyTallies, finishTallies } from './survey-results.presenter.js';
import { questionsOf } from './surveys.presenter.js';
import { listAnswersAfter } from './surveys.repository.js';
import { ANSWER_PAGE, getManagedSurvey } from './surveys.service.js';

/** A survey's results for its team (docs/product.md §25.2, Ergebnisse): counts per question and
 *  the downloads. NOT_FOUND for surveys the actor does not see, 403 (401) for everyone but the team. */

/** Every answer set of a survey, a page at a time. */
async function* answerPages(db: Db, surveyId: string): AsyncGenerator<AnswerRow[]> {
  for (let afterId = ''; ;) {
    const rows = await listAnswersAfter(db, surveyId, afterId, ANSWER_PAGE);
    yield rows.map((r) => ({ createdAt: r.created_at, answers: parseJson<Record<string, SurveyAnswerValue>>(r.answers, {}) }));
    if (rows.length < ANSWER_PAGE) return;
    afterId = rows[rows.length - 1]!.id;
  }
}

/** GET /gis/survey/{id}/results. */
export async function getSurveyFormResults(db: Db, actor: Actor, id: string): Promise<SurveyFormResults> {
  const { survey } = await getManagedSurvey(db, actor, id);
  const questions = questionsOf(survey);
  const tallies = emptyTallies(questions);
  let total = 0;
  for await (const page of answerPages(db, id)) for (const row of page) { total++; countAnswers(tallies, row.answers); }
  return { Survey: { Id: survey.id, Title: survey.title, Workspace: survey.workspace_id }, Total: total, Questions: finishTallies(tallies, questions) };
}

/** GET /gis/survey/{id}/export?format=xlsx|csv: every answer set as a table (survey-export.presenter.ts),
 *  named after the survey. The table is held in memory: a survey's answers are those of people,
 *  not of machines (tens of thousands at most). */
export async function exportSurvey(db: Db, actor: Actor, id: string, format: 'xlsx' | 'csv'): Promise<Download<Readable | string>> {
  const { survey } = await getManagedSurvey(db, actor, id);
  const rows: AnswerRow[] = [];
  for await (const page of answerPages(db, id)) rows.push(...page);
  const records = exportRecords(questionsOf(survey), rows);
  const name = `Umfrage ${survey.title}`;
  return {
    fileName: asciiFileName(name, format, 'umfrage'), unicodeFileName: unicodeFileName(name, format, 'umfrage'),
    content: format === 'csv' ? surveyCsv(records) : surveyXlsxStream(records),
  };
}
