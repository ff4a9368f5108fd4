import type { SuccessAnswer, SurveyAnswerBody } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import { requireOpen, requireSurveyPhase } from '../../access/gate.js';
import { answerRefusal } from '../../access/survey.rules.js';
import type { Db } from '../../db/database.js';
import { say } from '../../i18n/messages.js';
import { AppError, conflict, forbidden, invalidField } from '../../lib/app-error.js';
import { germanDateTime } from '../../lib/berlin-time.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId, nowIso } from '../../lib/ids.js';
import { answersProblem, cleanAnswers } from './survey-checks.js';
import { questionsOf } from './surveys.presenter.js';
import { hasAnswered, insertSurveyAnswer } from './surveys.repository.js';
import { getVisibleSurvey } from './surveys.service.js';

/** POST /gis/survey/{id}/answers (docs/product.md §25.2): stores one answer set. Refusals in this
 *  order: 404 for a survey the actor does not see (also one the project's current phase hides,
 *  §25.4); 403 in a closed project, in a phase that takes no answers on it („In der Phase „…“
 *  sind keine Antworten auf Umfragen möglich.“; not for the project's team), before the start
 *  („Die Umfrage beginnt am …“), after the end („Die Umfrage ist beendet.“) and for a draft; 401
 *  for anonymous visitors where only signed-in people answer (or one answer per account); 409 for
 *  a second answer of the account or device; 400 for answers that do not fit (survey-checks.ts
 *  answersProblem). `deviceHash()` gives the device cookie's hash, making one if needed; it is
 *  asked only for surveys with one answer per device. Anonymous answers are limited per IP
 *  (surveys.routes.ts, lib/rate-limits.ts surveyPerHour). The thank-you text is the survey's
 *  (`ThankYou`), shown by the web app. */
export async function answerSurvey(db: Db, actor: Actor, id: string, body: SurveyAnswerBody, deviceHash: () => string): Promise<SuccessAnswer> {
  const { survey, access } = await getVisibleSurvey(db, actor, id);
  requireOpen(access.workspace);
  requireSurveyPhase(access, survey);
  const now = nowIso();
  const refusal = answerRefusal(actor, survey, now);
  if (refusal === 'upcoming') throw forbidden(say('surveyUpcoming', { date: germanDateTime(survey.opens_at!) }));
  if (refusal === 'closed') throw forbidden(say('surveyClosed'));
  if (refusal === 'draft') throw forbidden(say('surveyDraft'));
  if (refusal === 'signIn') throw new AppError('UNAUTHENTICATED', say('surveySignIn'));
  const byAccount = survey.once_per === 'account' && isLoggedIn(actor);
  const userId = byAccount ? actor.userId : null;
  const device = byAccount ? null : deviceHash();
  if (await hasAnswered(db, id, userId, device)) throw conflict(say('surveyAlreadyAnswered'));
  const problem = answersProblem(questionsOf(survey), body);
  if (problem) throw invalidField(problem.field, problem.message);
  try {
    await insertSurveyAnswer(db, { id: newId(), survey_id: id, user_id: userId, device_hash: device, answers: JSON.stringify(cleanAnswers(body)), created_at: now });
  } catch (err) {
    // Two answers of one account or device at once: the unique index lets one through.
    if (isUniqueViolation(err)) throw conflict(say('surveyAlreadyAnswered'));
    throw err;
  }
  return { Message: 'success' };
}
