import type { SurveyBody, SurveyResults, SuccessAnswer } from '@mitmachkarte/contract';
import { canAnswerSurvey, canSeeSurveyResults } from '../../access/account.rules.js';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { forbidden, unauthenticated } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { countSurveyResponse, emptySurveyResults } from './survey.presenter.js';
import { insertSurveyResponse, listSurveyResponsesAfter } from './survey.repository.js';

/** Rows read per query while counting, so memory stays bounded however many answers there are. */
const PAGE = 1000;

/** POST /survey (docs/product.md §3.18 Survey data): stores one answer set, already validated against the
 *  contract (unknown values and keys never get here), with its time. */
export async function submitSurvey(db: Db, actor: Actor, body: SurveyBody): Promise<SuccessAnswer> {
  if (!canAnswerSurvey(actor)) throw forbidden();
  await insertSurveyResponse(db, { id: newId(), data: JSON.stringify(body.Data), created_at: nowIso() });
  return { Message: 'success' };
}

/** GET /survey/results: how often each answer was given. UNAUTHENTICATED for anonymous
 *  visitors, FORBIDDEN without `admin`. */
export async function getSurveyResults(db: Db, actor: Actor): Promise<SurveyResults> {
  if (!isLoggedIn(actor)) throw unauthenticated();
  if (!canSeeSurveyResults(actor)) throw forbidden();
  const results = emptySurveyResults();
  for (let afterId = ''; ;) {
    const rows = await listSurveyResponsesAfter(db, afterId, PAGE);
    for (const row of rows) countSurveyResponse(results, row.data);
    if (rows.length < PAGE) return results;
    afterId = rows[rows.length - 1]!.id;
  }
}
