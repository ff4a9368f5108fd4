import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { schedulePeriodic } from '../../lib/periodic.js';
import type { ImageStore } from '../images/image-store.js';
import { forgetOldTranslations } from '../translation/translation.service.js';
import { retireInactiveAccounts } from './inactive-accounts.service.js';
import { anonymiseProject } from './project-anonymisation.service.js';
import { dueAtOf, projectPeriodOf } from './retention-period.js';
import { listClosedProjects } from './retention.repository.js';
import { organisationPeriods } from './retention.service.js';

/** How often the run starts: daily (the periods are months). */
export const RETENTION_INTERVAL_MS = 24 * 3600_000;

export type RetentionDeps = { store: ImageStore; config: Config };

/** The daily run of the storage limitation (DSGVO Art. 5 (1) e; docs/product.md §17.8): every
 *  closed project whose period has passed at `now` is anonymised (project-anonymisation.service.ts),
 *  then inactive accounts are warned and deleted (inactive-accounts.service.ts), and machine
 *  translations older than 30 days are forgotten (docs/product.md §23.1). Idempotent;
 *  answers the number of changes (0 when there was nothing to do). */
export async function runRetention(db: Db, deps: RetentionDeps, now = new Date()): Promise<number> {
  const periods = await organisationPeriods(db);
  let changes = 0;
  for (const project of await listClosedProjects(db)) {
    const period = projectPeriodOf(project.mode === null ? undefined : { mode: project.mode, months: project.months, photos: project.photos! }, periods);
    const due = dueAtOf(project.closed_at, period.months);
    if (due !== null && due <= now.toISOString()) changes += await anonymiseProject(db, deps.store, project, period.deletePhotos);
  }
  changes += await retireInactiveAccounts(db, deps, periods, now);
  return changes + (await forgetOldTranslations(db, now));
}

/** Runs runRetention a minute after the start and then daily, on one instance at a time
 *  (lib/periodic.ts, docs/runtime.md §5). Returns a stop function. */
export const scheduleRetention = (db: Db, deps: RetentionDeps, log: FastifyBaseLogger): (() => void) =>
  schedulePeriodic(log, { done: 'Löschfristen angewandt', failed: 'Löschfristen fehlgeschlagen' },
    () => runRetention(db, deps), { db, name: 'retention', intervalMs: RETENTION_INTERVAL_MS });
