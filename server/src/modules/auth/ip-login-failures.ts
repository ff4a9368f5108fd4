import { AppError } from '../../lib/app-error.js';
import { remainingWaitSeconds, tooManyFailures } from './login-delay.js';

/** Failed logins per client IP address, in process memory only: no table or file holds a client
 *  address (docs/decisions/0006). Many people may share an address (a school, a town hall behind
 *  one router), so more failures are free than per account; then the same exponential delay
 *  (login-delay.ts; docs/security.md, Passwords and logins). */

/** Failures of one address without delay, within IP_FAILURE_WINDOW_MS. */
export const FREE_IP_FAILURES = 20;
/** Failures of an address count this long (ms). */
export const IP_FAILURE_WINDOW_MS = 3600_000;
/** Addresses remembered at most; the longest-unseen are forgotten first, so memory stays bounded
 *  (~100 bytes each). */
const MAX_ADDRESSES = 50_000;

type Entry = { failures: number[] };

export class IpLoginFailures {
  private readonly entries = new Map<string, Entry>();

  /** Throws RATE_LIMITED (429, retry-after) while `ip` must still wait after its latest failure. */
  requireAllowed(ip: string, now = Date.now()): void {
    const failures = this.recent(ip, now);
    const wait = remainingWaitSeconds(failures.length, FREE_IP_FAILURES, failures.at(-1), now);
    if (wait > 0) throw new AppError('RATE_LIMITED', tooManyFailures(wait), undefined, wait);
  }

  /** Records one failed login from `ip`. */
  record(ip: string, now = Date.now()): void {
    const failures = this.recent(ip, now);
    failures.push(now);
    // Re-inserted, so that the map's order is the order of last use.
    this.entries.delete(ip);
    this.entries.set(ip, { failures });
    if (this.entries.size > MAX_ADDRESSES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** The failures of `ip` within the window, oldest first. */
  private recent(ip: string, now: number): number[] {
    return (this.entries.get(ip)?.failures ?? []).filter((t) => now - t < IP_FAILURE_WINDOW_MS);
  }
}
