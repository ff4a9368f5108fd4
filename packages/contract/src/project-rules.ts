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
