import type { MyProfile, ProfileAnswer, ProfileAnswersBody } from '@mitmachkarte/contract';
import { canKeepProfile } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { deny } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import { say } from '../../i18n/messages.js';
import { invalidField } from '../../lib/app-error.js';
import { nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { getOrganisationIdOfHost } from '../organisations/organisations.service.js';
import { presentQuestion } from './profile-questions.presenter.js';
import {
  hasContributed, hasDismissedPrompt, insertDismissal, listAllAnswersOf, listAnswersOf, listQuestionsOf, type QuestionWithOptions, replaceAnswers,
} from './profile-questions.repository.js';

/** A person's own answers to the profile questions (docs/product.md §25.3): given at registration
 *  or later on the profile page, seen, changed and deleted there by the person alone. They are
 *  stored per account and question, never with entries, comments or votes. */

type AnswerRow = { question_id: string; option_id: string };

/** The asked questions of the organisation serving `host`, with its id (none: no organisation). */
async function askedQuestions(db: Db, host: string | undefined): Promise<{ organisationId?: string; questions: QuestionWithOptions[] }> {
  const organisationId = await getOrganisationIdOfHost(db, host);
  return { organisationId, questions: organisationId ? await listQuestionsOf(db, organisationId, true) : [] };
}

/** `answers` as rows, each checked against `questions` (an asked question and one of its
 *  options); 400 at `field` for any other, before anything is stored. */
function answerRows(questions: QuestionWithOptions[], answers: readonly ProfileAnswer[], field: string): AnswerRow[] {
  return answers.map((a, i) => {
    const question = questions.find((q) => q.id === a.Question);
    if (!question?.options.some((o) => o.id === a.Option)) throw invalidField(`${field}.${i}`, say('profileAnswerUnknown'));
    return { question_id: a.Question, option_id: a.Option };
  });
}

/** Checks a registration's profile answers against the questions the site asks (400 at
 *  `Profile.n` otherwise); the rows to store with the new account (storeRegistrationAnswers). */
export async function checkRegistrationAnswers(db: Db, host: string | undefined, answers: readonly ProfileAnswer[]): Promise<AnswerRow[]> {
  if (!answers.length) return [];
  return answerRows((await askedQuestions(db, host)).questions, answers, 'Profile');
}

/** Stores the checked answers of a registration with the account it created (in its transaction). */
export async function storeRegistrationAnswers(db: Db, userId: string, rows: AnswerRow[]): Promise<void> {
  await replaceAnswers(db, userId, [], rows, nowIso());
}

/** GET /auth/profile: the asked questions of the site's organisation, the person's answers to
 *  them, and whether the prompt after a first contribution is due: questions asked, none
 *  answered, not dismissed on this site, and some entry, comment or vote made. 401 for visitors. */
export async function getMyProfile(db: Db, actor: Actor, host: string | undefined): Promise<MyProfile> {
  if (!canKeepProfile(actor)) deny(actor);
  const { organisationId, questions } = await askedQuestions(db, host);
  const answers = await listAnswersOf(db, actor.userId, questions.map((q) => q.id));
  const prompt = organisationId !== undefined && questions.length > 0 && answers.length === 0
    && !(await hasDismissedPrompt(db, actor.userId, organisationId)) && (await hasContributed(db, actor.userId));
  return { Questions: questions.map(presentQuestion), Answers: answers.map((a) => ({ Question: a.question_id, Option: a.option_id })), Prompt: prompt };
}

/** PUT /auth/profile: makes `body.Answers` the person's answers to the site's asked questions (a
 *  question left out: „Keine Angabe“); 400 for an answer to another question or option, before
 *  anything changes. Answering also ends the prompt. 401 for visitors. */
export async function saveMyProfile(db: Db, actor: Actor, host: string | undefined, body: ProfileAnswersBody): Promise<MyProfile> {
  if (!canKeepProfile(actor)) deny(actor);
  const { organisationId, questions } = await askedQuestions(db, host);
  const rows = answerRows(questions, body.Answers, 'Answers');
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await replaceAnswers(trx, actor.userId, questions.map((q) => q.id), rows, now);
    if (organisationId) await insertDismissal(trx, actor.userId, organisationId, now);
  });
  return getMyProfile(db, actor, host);
}

/** DELETE /auth/profile („Angaben löschen“): deletes every profile answer of the person, on
 *  every organisation's site, and stops the prompt on this one. 401 for visitors. */
export async function deleteMyProfile(db: Db, actor: Actor, host: string | undefined): Promise<MyProfile> {
  if (!canKeepProfile(actor)) deny(actor);
  const organisationId = await getOrganisationIdOfHost(db, host);
  const now = nowIso();
  await inTransaction(db, async (trx) => {
    await trx.deleteFrom('profile_answers').where('user_id', '=', actor.userId).execute();
    if (organisationId) await insertDismissal(trx, actor.userId, organisationId, now);
  });
  return getMyProfile(db, actor, host);
}

/** POST /auth/profile/dismiss: „Nein, danke“ to the prompt, remembered on the account for the
 *  site's organisation. 401 for visitors. */
export async function dismissPrompt(db: Db, actor: Actor, host: string | undefined): Promise<MyProfile> {
  if (!canKeepProfile(actor)) deny(actor);
  const organisationId = await getOrganisationIdOfHost(db, host);
  if (organisationId) await insertDismissal(db, actor.userId, organisationId, nowIso());
  return getMyProfile(db, actor, host);
}

/** The account's answers for its data export (docs/product.md §14): site, question, answer, when. */
export async function listAnswersForExport(db: Db, userId: string) {
  return (await listAllAnswersOf(db, userId)).map((a) => ({ Site: a.host, Question: a.question, Answer: a.option, Updated: a.updated_at }));
}
