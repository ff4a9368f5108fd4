import type { Actor } from '../../lib/actor.js';

/** Who may take an invitation whose address already has an account (docs/product.md §17.4): only
 *  that account, logged in. An address without an account is proven by the mailed link itself,
 *  so its holder creates the account (acl.policy.ts decides who invites). */
export const canAcceptForAccount = (actor: Actor, accountId: string) => actor.userId === accountId;
