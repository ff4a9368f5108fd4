import { type Actor, isLoggedIn } from './actor.js';
import { forbidden, unauthenticated } from './app-error.js';

/** One access gate for a policy's verdict (docs/architecture.md §6): passes when `allowed`, else
 *  UNAUTHENTICATED (401) for anonymous visitors and FORBIDDEN (403) for logged-in users. */
export function requireAccess(actor: Actor, allowed: boolean): void {
  if (allowed) return;
  throw isLoggedIn(actor) ? forbidden() : unauthenticated();
}
