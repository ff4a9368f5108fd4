import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** The nice value of background threads (lib/background-threads.ts): on a busy machine the
 *  scheduler gives the main thread, which answers every request, about nine times their share of a
 *  core (Linux CFS weights 1024 against 110), so that an export never delays its event loop for long. */
const BACKGROUND_NICE = 10;

/** Lowers the scheduling priority of the calling thread only (docs/decisions/0022): on Linux a
 *  thread has its own nice value, set through its thread id (`/proc/thread-self`). Elsewhere, or
 *  when the system refuses, nothing happens. Called once by each background thread's module. */
export function lowerThisThreadPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, BACKGROUND_NICE);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}
