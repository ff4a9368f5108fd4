import { type Phase, resultsPublishedOn } from '@mitmachkarte/contract';
import { berlinDay } from '../lib/berlin-time.js';
import type { WorkspaceAccess } from './scope.js';
import { canEditWorkspace, canSeeWorkspace } from './workspace.rules.js';

/** Rules of a project's results page (docs/product.md §25.5, docs/decisions/0051). Whether it is
 *  published follows from the phases and the clock at every read; nothing is stored. */

/** Whether the results of a project with `phases` are public at the instant `nowMs`: from Berlin
 *  midnight at the start of its results phase's first day (an open first day: at once); never
 *  without a results phase (contract project-rules.ts resultsPublishedOn). */
export const isResultsPublished = (phases: readonly Phase[], nowMs: number) => resultsPublishedOn(phases, berlinDay(nowMs));

/** Who sees the results page: whoever sees the project (workspace.rules.ts canSeeWorkspace) once
 *  it is published; its team (owner and access list) before, as a preview. */
export const canSeeResults = (a: Pick<WorkspaceAccess, 'isManager'> & { workspace: Pick<WorkspaceAccess['workspace'], 'public'> }, published: boolean) =>
  canSeeWorkspace(a) && (published || a.isManager);

/** The project's team chooses what the results page shows (workspace.rules.ts canEditWorkspace). */
export const canEditResults = (a: Pick<WorkspaceAccess, 'isManager'>) => canEditWorkspace(a);
