import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DB, LayerRow } from '../db/schema.js';
import type { ManagedIds, WorkspaceAccess } from './scope.js';

/** Rules of a project's phases on its maps (docs/product.md §25.4, docs/decisions/0049): what the
 *  current phase switched off on a map (the columns `layers.phase_*`, written by the phase task,
 *  modules/phases) binds everyone but the project's team, who keep seeing, managing and adding to
 *  every map. Outside any phase every column is 1, so the rules change nothing. A closed project
 *  stays closed whatever its phase allows (workspace.rules.ts acceptsContributions). */

/** What a phase switches per map: view it, add new entries, comment, vote. */
export type PhaseAct = 'view' | 'contribute' | 'comment' | 'vote';

/** The columns of a layer that the phase rules read. */
export type PhaseLayer = Pick<LayerRow, 'phase_view' | 'phase_contribute' | 'phase_comment' | 'phase_vote'>;

const COLUMN = { view: 'phase_view', contribute: 'phase_contribute', comment: 'phase_comment', vote: 'phase_vote' } as const;

/** Whether the map's current phase allows `act` to the actor of `access`: always for the project's
 *  team, else when the phase task left the switch on. */
export const phaseAllows = <A extends PhaseAct>(access: Pick<WorkspaceAccess, 'isManager'>, layer: Pick<LayerRow, (typeof COLUMN)[A]>, act: A) =>
  access.isManager || phaseAllowsEveryone(layer, act);

/** The part of phaseAllows that holds for everyone: the switch is on. */
export const phaseAllowsEveryone = <A extends PhaseAct>(layer: Pick<LayerRow, (typeof COLUMN)[A]>, act: A) =>
  (layer as Record<string, unknown>)[COLUMN[act]] === 1;

/** The SQL twin of phaseAllowsEveryone. The query has `layers`. */
export function phaseOnWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'layers'>, act: PhaseAct): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'layers'>;
  return eb(`layers.${COLUMN[act]}`, '=', 1);
}

/** The SQL twin of phaseAllows: the switch is on, or the layer's workspace is in `managed`
 *  (scope.ts; undefined for anonymous visitors). The query joins `layers` and `workspaces`. */
export function phaseAllowsWhere<TB extends keyof DB>(builder: ExpressionBuilder<DB, TB | 'layers' | 'workspaces'>, act: PhaseAct, managed: ManagedIds | undefined): Expression<SqlBool> {
  const eb = builder as unknown as ExpressionBuilder<DB, 'layers' | 'workspaces'>;
  const allowed = [phaseOnWhere(eb, act)];
  if (managed) allowed.push(eb('workspaces.id', 'in', managed));
  return eb.or(allowed);
}
