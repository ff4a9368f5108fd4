import type { Phase } from './project.js';

/** Rules of a project's phases (docs/product.md §17.2). No schema is built here: the web app reads
 *  these rules on a project's page without loading zod (docs/runtime.md §3). */

/** The phase that `day` (`YYYY-MM-DD`, the visitor's today) falls in: the last one that has begun
 *  and not ended; -1 for none. */
export function currentPhaseIndex(phases: readonly Phase[], day: string): number {
  let current = -1;
  phases.forEach((p, i) => {
    if ((p.Start === null || p.Start <= day) && (p.End === null || day <= p.End) && (p.Start !== null || p.End !== null)) current = i;
  });
  return current;
}

/** The results phase of a project (docs/product.md §25.5): the index of the phase marked `Results`,
 *  -1 for none. */
export const resultsPhaseIndex = (phases: readonly Phase[]): number => phases.findIndex((p) => p.Results === true);

/** Whether the results of a project are public on `day` (`YYYY-MM-DD`, Berlin's today): from the
 *  first day of its results phase on (from Berlin midnight at its start); a results phase with an
 *  open first day counts as begun; without a results phase never (docs/product.md §25.5). */
export function resultsPublishedOn(phases: readonly Phase[], day: string): boolean {
  const phase = phases[resultsPhaseIndex(phases)];
  return phase !== undefined && (phase.Start === null || phase.Start <= day);
}
