import type { Db } from '../../db/database.js';
import type { ProfileOptionsTable, ProfileQuestionsTable } from '../../db/schema.js';

/** Storage of profile questions, their options, answers and dismissed prompts (migration
 *  2026_12_04_1100_profile_questions). */

export type QuestionWithOptions = ProfileQuestionsTable & { options: ProfileOptionsTable[] };

/** The organisation's questions in order, each with its options in order; `activeOnly` leaves out
 *  the switched-off ones. */
export async function listQuestionsOf(db: Db, organisationId: string, activeOnly = false): Promise<QuestionWithOptions[]> {
  let query = db.selectFrom('profile_questions').selectAll().where('organisation_id', '=', organisationId);
  if (activeOnly) query = query.where('active', '=', 1);
  const questions = await query.orderBy('position').execute();
  if (!questions.length) return [];
  const options = await db.selectFrom('profile_options').selectAll()
    .where('question_id', 'in', questions.map((q) => q.id)).orderBy('position').execute();
  return questions.map((q) => ({ ...q, active: Number(q.active) as 0 | 1, options: options.filter((o) => o.question_id === q.id) }));
}

/** Makes `questions` the organisation's whole list: updates kept rows, inserts new ones, deletes
 *  questions and options left out (their answers go with them by the foreign keys). */
export async function replaceQuestions(db: Db, organisationId: string, questions: QuestionWithOptions[]): Promise<void> {
  const keptQuestions = questions.map((q) => q.id);
  const existing = await listQuestionsOf(db, organisationId);
  const gone = existing.filter((q) => !keptQuestions.includes(q.id)).map((q) => q.id);
  if (gone.length) await db.deleteFrom('profile_questions').where('id', 'in', gone).execute();
  for (const q of questions) {
    const { options, ...row } = q;
    const before = existing.find((e) => e.id === q.id);
    if (before) await db.updateTable('profile_questions').set({ position: row.position, label: row.label, active: row.active, updated_at: row.updated_at }).where('id', '=', q.id).execute();
    else await db.insertInto('profile_questions').values(row).execute();
    const keptOptions = options.map((o) => o.id);
    const goneOptions = (before?.options ?? []).filter((o) => !keptOptions.includes(o.id)).map((o) => o.id);
    if (goneOptions.length) await db.deleteFrom('profile_options').where('id', 'in', goneOptions).execute();
    for (const o of options) {
      if (before?.options.some((b) => b.id === o.id)) await db.updateTable('profile_options').set({ position: o.position, label: o.label }).where('id', '=', o.id).execute();
      else await db.insertInto('profile_options').values(o).execute();
    }
  }
}

/** The account's answers to the questions `questionIds`. */
export async function listAnswersOf(db: Db, userId: string, questionIds: readonly string[]): Promise<{ question_id: string; option_id: string }[]> {
  if (!questionIds.length) return [];
  return db.selectFrom('profile_answers').select(['question_id', 'option_id'])
    .where('user_id', '=', userId).where('question_id', 'in', questionIds).execute();
}

/** Every answer of the account, with the question's and option's texts (for its data export). */
export const listAllAnswersOf = (db: Db, userId: string) =>
  db.selectFrom('profile_answers')
    .innerJoin('profile_questions', 'profile_questions.id', 'profile_answers.question_id')
    .innerJoin('profile_options', 'profile_options.id', 'profile_answers.option_id')
    .innerJoin('organisations', 'organisations.id', 'profile_questions.organisation_id')
    .select(['organisations.host as host', 'profile_questions.label as question', 'profile_options.label as option', 'profile_answers.updated_at as updated_at'])
    .where('profile_answers.user_id', '=', userId).orderBy('organisations.host').orderBy('profile_questions.position').execute();

/** Replaces the account's answers to `questionIds` by `answers`. */
export async function replaceAnswers(db: Db, userId: string, questionIds: readonly string[], answers: { question_id: string; option_id: string }[], now: string): Promise<void> {
  if (questionIds.length) await db.deleteFrom('profile_answers').where('user_id', '=', userId).where('question_id', 'in', questionIds).execute();
  if (answers.length) await db.insertInto('profile_answers').values(answers.map((a) => ({ ...a, user_id: userId, updated_at: now }))).execute();
}

/** Whether the account dismissed the prompt on the organisation's site. */
export const hasDismissedPrompt = async (db: Db, userId: string, organisationId: string): Promise<boolean> =>
  (await db.selectFrom('profile_prompts').select('user_id').where('user_id', '=', userId).where('organisation_id', '=', organisationId).executeTakeFirst()) !== undefined;

/** Remembers that the account dismissed the prompt on the organisation's site (once). */
export async function insertDismissal(db: Db, userId: string, organisationId: string, now: string): Promise<void> {
  await db.insertInto('profile_prompts').values({ user_id: userId, organisation_id: organisationId, dismissed_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'organisation_id']).doNothing()).execute();
}

/** Whether the account made any entry, comment or vote (the prompt's trigger, docs/product.md §25.3). */
export async function hasContributed(db: Db, userId: string): Promise<boolean> {
  const found = await db.selectFrom('points').select('id').where('created_by', '=', userId).where('deleted_at', 'is', null)
    .union(db.selectFrom('comments').select('id').where('user_id', '=', userId))
    .union(db.selectFrom('point_votes').select('point_id as id').where('user_id', '=', userId))
    .union(db.selectFrom('comment_votes').select('comment_id as id').where('user_id', '=', userId))
    .limit(1).execute();
  return found.length > 0;
}

/** The participants of the workspace (accounts with an entry, comment or vote in it; docs/product.md
 *  §25.3) counted by their answer to each of `questionIds`: rows of question, option and count;
 *  and the number of participants. Computed in the database: no account id leaves it. */
export async function countParticipantAnswers(db: Db, workspaceId: string, questionIds: readonly string[]): Promise<{ participants: number; rows: { question_id: string; option_id: string; n: number }[] }> {
  const pointsOf = db.selectFrom('points').innerJoin('layers', 'layers.id', 'points.layer_id')
    .where('layers.workspace_id', '=', workspaceId).where('points.deleted_at', 'is', null);
  const participants = pointsOf.select('points.created_by as user_id').where('points.created_by', 'is not', null)
    .union(pointsOf.innerJoin('comments', 'comments.point_id', 'points.id').select('comments.user_id as user_id').where('comments.user_id', 'is not', null))
    .union(pointsOf.innerJoin('point_votes', 'point_votes.point_id', 'points.id').select('point_votes.user_id as user_id').where('point_votes.user_id', 'is not', null))
    .union(pointsOf.innerJoin('comments', 'comments.point_id', 'points.id').innerJoin('comment_votes', 'comment_votes.comment_id', 'comments.id')
      .select('comment_votes.user_id as user_id').where('comment_votes.user_id', 'is not', null));
  const total = await db.selectFrom(participants.as('p')).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const rows = questionIds.length
    ? await db.selectFrom(participants.as('p')).innerJoin('profile_answers', 'profile_answers.user_id', 'p.user_id')
      .where('profile_answers.question_id', 'in', questionIds)
      .select(['profile_answers.question_id as question_id', 'profile_answers.option_id as option_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy(['profile_answers.question_id', 'profile_answers.option_id']).execute()
    : [];
  return { participants: Number(total.n), rows: rows.map((r) => ({ ...r, n: Number(r.n) })) };
}
