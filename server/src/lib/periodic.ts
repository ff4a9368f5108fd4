import type { FastifyBaseLogger } from 'fastify';

/** Runs `task` a minute after the start and then every `intervalMs` (default an hour), never two
 *  runs at once, logging what it reports and any failure (retried at the next run); the timers do
 *  not keep the process alive. Returns the function that stops it (shutdown). `task` answers how
 *  many things it removed, logged as `done` when more than none. */
export function schedulePeriodic(
  log: FastifyBaseLogger, what: { done: string; failed: string }, task: () => Promise<number>, intervalMs = 3600_000,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    task()
      .then((count) => { if (count > 0) log.info({ count }, what.done); })
      .catch((err: unknown) => log.error({ err }, what.failed))
      .finally(() => { running = false; });
  };
  const first = setTimeout(run, 60_000).unref();
  const every = setInterval(run, intervalMs).unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
