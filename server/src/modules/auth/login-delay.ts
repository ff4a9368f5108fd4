/** The exponential delay of failed logins (docs/security.md, Passwords and logins; OWASP ASVS 4.0.3
 *  2.2.1): after a number of free failures, each further attempt must wait 1, 2, 4, … seconds
 *  after the latest failure, up to a cap. Unlike a hard lock, an attacker cannot keep an owner out
 *  for long, and an owner's trusted browser is not delayed by others' failures at all. */

import { waitInWords } from '../../lib/rate-limits.js';
import { say } from '../../i18n/messages.js';

/** Longest wait after failures (s): 15 minutes. */
export const MAX_LOGIN_DELAY_S = 15 * 60;

/** Seconds to wait after the latest failure when a key has `failures` failures and the first
 *  `free` of them cost nothing: 0, then 1, 2, 4 … up to MAX_LOGIN_DELAY_S. */
export function loginDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** (failures - free), MAX_LOGIN_DELAY_S);
}

/** Seconds still to wait at `now` (ms) after the latest failure at `last` (ms); 0 if none. */
export function remainingWaitSeconds(failures: number, free: number, last: number | undefined, now: number): number {
  if (last === undefined) return 0;
  return Math.max(0, Math.ceil(last / 1000 + loginDelaySeconds(failures, free) - now / 1000));
}

/** The 429 message naming the wait. */
export const tooManyFailures = (seconds: number) =>
  say('tooManyFailures', { wait: waitInWords(seconds) });
