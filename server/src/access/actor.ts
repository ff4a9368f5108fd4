import { hasPermission, type Language, type PermissionName } from '@mitmachkarte/contract';

/** Who is making a request: an anonymous visitor (userId null, no permissions) or a logged-in,
 *  active user with the union of their groups' permissions (docs/architecture.md §6). */
export type Actor = Readonly<{
  userId: string | null;
  name: string;
  email: string;
  permissions: readonly string[];
  /** An organisation requires a second factor this account has not set up: the session holds no
   *  permission and reaches only the routes of its set-up until it is (plugins/mfa-setup-gate.ts). */
  mfaSetupRequired?: boolean;
  /** The session logged in with the account's second factor (or switched it on itself). */
  mfaCompleted?: boolean;
  /** The account's interface language, once it has one (docs/product.md §23). */
  language?: Language;
}>;

export const ANONYMOUS: Actor = Object.freeze({ userId: null, name: '', email: '', permissions: [] });

export const isLoggedIn = (actor: Actor): actor is Actor & { userId: string } => actor.userId !== null;
export const actorHas = (actor: Actor, permission: PermissionName) => isLoggedIn(actor) && hasPermission(actor.permissions, permission);
