import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { INSTANCE_ID, takeLease } from './lease.js';

const HOUR_MS = 3600_000;

/** How a periodic task is run: `name` its lease (lib/lease.ts) in `db`, `intervalMs` its period
 *  (default an hour), `holder` who asks for the lease (default this process). */
export type PeriodicOptions = { db: Db; name: string; intervalMs?: number; holder?: string };

/** Runs `task` once across every instance on `db`: when this instance takes the lease `name` for
 *  nine tenths of the period (so that the next period's run, on whichever instance, finds it
 *  expired). Answers what the task answered, or undefined when another instance holds the lease. */
export async function runLeased(task: () => Promise<number>, { db, name, intervalMs = HOUR_MS, holder = INSTANCE_ID }: PeriodicOptions): Promise<number | undefined> {
  if (!(await takeLease(db, name, holder, Math.floor(intervalMs * 0.9)))) return undefined;
  return task();
}


/** Runs `task` a minute after the start and then every `intervalMs` (default an hour), on one
 *  instance at a time (runLeased), never two runs at once in this process, logging what it reports
 *  and any failure (retried at the next run); the timers do not keep the process alive. Returns
 *  the function that stops it (shutdown). `task` answers how many things it removed, logged as
 *  `done` when more than none. */
export function schedulePeriodic(log: FastifyBaseLogger, what: { done: string; failed: string }, task: () => Promise<number>, options: PeriodicOptions): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    runLeased(task, options)
      .then((count) => { if (count) log.info({ count }, what.done); })
      .catch((err: unknown) => log.error({ err }, what.failed))
      .finally(() => { running = false; });
  };
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, options.intervalMs ?? HOUR_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
