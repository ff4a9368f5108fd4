import { residentsOnlyMessage } from '@mitmachkarte/contract';
import { say } from '../i18n/messages.js';
import type { LayerRow, SurveysTable, WorkspacesTable } from '../db/schema.js';
import { AppError, forbidden, unauthenticated } from '../lib/app-error.js';
import { phaseAllows, type PhaseLayer } from './phase.rules.js';
import { phaseAllowsAnswer, type PhaseSurvey } from './survey.rules.js';
import { requirementOf } from './residency.rules.js';
import { type Actor, isLoggedIn } from './actor.js';
import type { WorkspaceAccess } from './scope.js';
import { acceptsContributions, canEditWorkspace } from './workspace.rules.js';

/** The gates: where a rule's verdict becomes an answer (docs/architecture.md §6). A refused actor
 *  gets 401 when anonymous, else 403; what they may not see at all is 404, decided by visible.ts. */

/** Throws UNAUTHENTICATED (401) for anonymous visitors and FORBIDDEN (403) for logged-in users. */
export function deny(actor: Actor): never {
  throw isLoggedIn(actor) ? forbidden() : unauthenticated();
}

/** Passes when `allowed` (a rule's verdict), else deny(actor). */
export function requireAccess(actor: Actor, allowed: boolean): void {
  if (!allowed) deny(actor);
}

/** Passes when the actor manages the workspace of `access` (workspace.rules.ts canEditWorkspace). */
export const requireManager = (actor: Actor, access: WorkspaceAccess): void => requireAccess(actor, canEditWorkspace(access));

/** 403 PROJECT_CLOSED unless the project takes new entries, comments and votes
 *  (workspace.rules.ts acceptsContributions); for every actor, before any other right. */
export function requireOpen(workspace: Pick<WorkspacesTable, 'closed'>): void {
  if (!acceptsContributions(workspace)) throw forbidden(say('projectClosed'));
}

const PHASE_REFUSALS = { contribute: 'phaseNoEntries', comment: 'phaseNoComments', vote: 'phaseNoVotes' } as const;

/** 403 naming the phase („In der Phase „Auswertung“ sind keine neuen Beiträge möglich.“) unless the
 *  project's current phase allows `act` on the map to the actor of `access` (phase.rules.ts
 *  phaseAllows, docs/product.md §25.4); for every actor, anonymous too, like requireOpen: signing
 *  in would not help. */
export function requirePhase(access: Pick<WorkspaceAccess, 'isManager'>, layer: PhaseLayer & Pick<LayerRow, 'phase_title'>, act: keyof typeof PHASE_REFUSALS): void {
  if (!phaseAllows(access, layer, act)) throw forbidden(say(PHASE_REFUSALS[act], { phase: layer.phase_title ?? '' }));
}

/** 403 naming the phase („In der Phase „Auswertung“ sind keine Antworten auf Umfragen möglich.“)
 *  unless the project's current phase lets the actor of `access` answer the survey
 *  (survey.rules.ts phaseAllowsAnswer, docs/product.md §25.4); for every actor, as requirePhase. */
export function requireSurveyPhase(access: Pick<WorkspaceAccess, 'isManager'>, survey: PhaseSurvey & Pick<SurveysTable, 'phase_title'>): void {
  if (!phaseAllowsAnswer(access, survey)) throw forbidden(say('phaseNoSurveyAnswers', { phase: survey.phase_title ?? '' }));
}

/** The refusal of someone the project does not take for `what` because they are no verified
 *  resident of it (residency.rules.ts; docs/product.md §14.1): 401 for anonymous visitors, 403 for
 *  logged-in users, each saying how to become one. */
export function notResident(actor: Actor, workspace: Pick<WorkspacesTable, 'resident_entries' | 'resident_votes' | 'resident_municipalities'>, what: 'entries' | 'votes'): never {
  const message = residentsOnlyMessage(what, requirementOf(workspace).Municipalities);
  throw isLoggedIn(actor) ? forbidden(message) : new AppError('UNAUTHENTICATED', message);
}
