import { fmt, type Targets } from './targets.js';
import { percentile } from './timing.js';

/** The targets of the security probe's finding on big layers (docs/security.md, Imports and Big
 *  layers): while a big import, export or delete runs, the event loop's longest stall (ms) and the
 *  p99 of GET /api/v1/health answered meanwhile (ms, none lost). */
export const STALL_TARGET_MS = 100;
export const HEALTH_P99_TARGET_MS = 50;

/** A watched phase: its longest event-loop stall, its /health times and how many got no answer. */
export type StallPhase = { name: string; stallMs: number; health: number[]; healthLost: number };

/** Adds both targets of each phase to `targets`, named after the phase and `size` ("of 1,000,000
 *  rows"). */
export function addStallTargets(targets: Targets, phases: StallPhase[], size: string): void {
  for (const p of phases) {
    targets.add(`${p.name} ${size}: longest event-loop stall`, p.stallMs, `≤ ${STALL_TARGET_MS} ms`, p.stallMs <= STALL_TARGET_MS, (n) => `${fmt(n, 0)} ms`);
    const p99 = percentile(p.health, 99);
    targets.add(`${p.name} ${size}: /api/v1/health p99`, p99, `≤ ${HEALTH_P99_TARGET_MS} ms`, p99 <= HEALTH_P99_TARGET_MS && p.healthLost === 0, (n) => `${fmt(n, 1)} ms`);
  }
}
