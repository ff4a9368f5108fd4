import type { SurveyNow, SurveyState } from '@mitmachkarte/contract';
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { DB, SurveysTable } from '../db/schema.js';
import { type Actor, isLoggedIn } from './actor.js';
import type { WorkspaceAccess } from './scope.js';
import { acceptsContributions, canSeeWorkspace } from './workspace.rules.js';

/** Rules on the surveys a project's team builds (docs/product.md §25.2; docs/decisions/0047).
 *  Pure functions of the actor's relation to the survey's project (scope.ts); the SQL twin of
 *  canSeeSurvey stands beside it. What the project's current phase switched off on a survey
 *  (`surveys.phase_*`, written by the phase task, modules/phases; docs/product.md §25.4) binds
 *  everyone but the project's team; outside any phase both columns are 1. */

type SurveyFacts = Pick<SurveysTable, 'published' | 'opens_at' | 'closes_at'>;

/** The phase columns of a survey; a row without them (a new one, not yet stored) reads as the
 *  columns' default 1. */
export type PhaseSurvey = Pick<SurveysTable, 'phase_view' | 'phase_answer'>;

/** Whether the survey's current phase allows everyone to see it / answer it (the switch is on). */
export const phaseShowsSurvey = (survey: PhaseSurvey) => survey.phase_view !== 0;
export const phaseTakesAnswers = (survey: PhaseSurvey) => survey.phase_answer !== 0;

/** Whether the survey's current phase allows the actor of `access` to answer it: always for the
 *  project's team, else when the phase task left the switch on. */
export const phaseAllowsAnswer = (access: Pick<WorkspaceAccess, 'isManager'>, survey: PhaseSurvey) =>
  access.isManager || phaseTakesAnswers(survey);

/** The project's team (its managers) creates, edits, publishes, closes and deletes surveys and
 *  reads their answers. */
export const canManageSurveys = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** The team sees every survey of its project; everyone who sees the project sees its published
 *  ones that the current phase does not hide (docs/product.md §25.4). */
export const canSeeSurvey = (a: Pick<WorkspaceAccess, 'isManager' | 'workspace'>, survey: Pick<SurveysTable, 'published'> & PhaseSurvey) =>
  a.isManager || (canSeeWorkspace(a) && survey.published === 1 && phaseShowsSurvey(survey));

/** The SQL twin of canSeeSurvey for the surveys of one project the actor sees: all for its team,
 *  published ones the phase shows for everyone else. The query has `surveys`. */
export function visibleSurveysWhere<D extends DB, TB extends keyof D>(builder: ExpressionBuilder<D, TB>, isManager: boolean): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'surveys'>;
  return isManager ? sql<SqlBool>`1 = 1` : eb.and([eb('surveys.published', '=', 1), eb('surveys.phase_view', '=', 1)]);
}

/** What the survey allows the actor of `access` now (SurveyForm.Now, docs/product.md §25.4):
 *  answers while the project is open and its current phase takes them (the survey's own times
 *  are its State, signing in aside), and the title of the phase that switched something off on
 *  it (null: none). */
export const surveyNow = (access: Pick<WorkspaceAccess, 'isManager' | 'workspace'>, survey: PhaseSurvey & Pick<SurveysTable, 'phase_title'>): SurveyNow => ({
  Phase: survey.phase_title ?? null,
  Answer: acceptsContributions(access.workspace) && phaseAllowsAnswer(access, survey),
});

/** Where a survey stands at `now` (ISO): a draft until published; then upcoming before
 *  `opens_at`, closed from `closes_at` on, open in between. */
export function surveyStateAt(survey: SurveyFacts, now: string): SurveyState {
  if (survey.published !== 1) return 'draft';
  if (survey.opens_at && Date.parse(now) < Date.parse(survey.opens_at)) return 'upcoming';
  if (survey.closes_at && Date.parse(now) >= Date.parse(survey.closes_at)) return 'closed';
  return 'open';
}

/** Why an actor may not answer a survey, or undefined if they may: its state (only open ones
 *  take answers), or that it takes only signed-in people (`audience` signed_in, or one answer
 *  per account, which needs one). */
export function answerRefusal(actor: Actor, survey: SurveyFacts & Pick<SurveysTable, 'audience' | 'once_per'>, now: string): 'draft' | 'upcoming' | 'closed' | 'signIn' | undefined {
  const state = surveyStateAt(survey, now);
  if (state !== 'open') return state;
  if (!isLoggedIn(actor) && (survey.audience === 'signed_in' || survey.once_per === 'account')) return 'signIn';
  return undefined;
}
