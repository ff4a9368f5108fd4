import type { SurveyState } from '@mitmachkarte/contract';
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { DB, SurveysTable } from '../db/schema.js';
import { type Actor, isLoggedIn } from './actor.js';
import type { WorkspaceAccess } from './scope.js';
import { canSeeWorkspace } from './workspace.rules.js';

/** Rules on the surveys a project's team builds (docs/product.md §25.2; docs/decisions/0047).
 *  Pure functions of the actor's relation to the survey's project (scope.ts); the SQL twin of
 *  canSeeSurvey stands beside it. */

type SurveyFacts = Pick<SurveysTable, 'published' | 'opens_at' | 'closes_at'>;

/** The project's team (its managers) creates, edits, publishes, closes and deletes surveys and
 *  reads their answers. */
export const canManageSurveys = (a: Pick<WorkspaceAccess, 'isManager'>) => a.isManager;

/** The team sees every survey of its project; everyone who sees the project sees its published ones. */
export const canSeeSurvey = (a: Pick<WorkspaceAccess, 'isManager' | 'workspace'>, survey: Pick<SurveysTable, 'published'>) =>
  a.isManager || (canSeeWorkspace(a) && survey.published === 1);

/** The SQL twin of canSeeSurvey for the surveys of one project the actor sees: all for its team,
 *  published ones for everyone else. The query has `surveys`. */
export function visibleSurveysWhere<D extends DB, TB extends keyof D>(builder: ExpressionBuilder<D, TB>, isManager: boolean): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'surveys'>;
  return isManager ? sql<SqlBool>`1 = 1` : eb('surveys.published', '=', 1);
}

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
