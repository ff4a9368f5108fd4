import { type Actor, isLoggedIn } from './actor.js';

/** Rights on area alerts (docs/product.md §24.2): an account holds alerts of its own and lists,
 *  pauses and deletes only those; an alert of an e-mail address alone is reached only through the
 *  signed links of its mails (confirm, unsubscribe, feed). Anyone may make an alert: an account
 *  at once, an anonymous visitor for an address they confirm (double opt-in). */

/** Whether the actor has alerts of an account: signed-in users only. */
export const canHoldAlerts = (actor: Actor): actor is Actor & { userId: string } => isLoggedIn(actor);

/** Whether the actor's account holds the alert. */
export const ownsAlert = (actor: Actor, alert: { user_id: string | null }) => isLoggedIn(actor) && alert.user_id === actor.userId;
