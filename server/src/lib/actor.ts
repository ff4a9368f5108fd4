import { hasPermission, type PermissionName } from '@mitmachkarte/contract';

/** Who is making a request: an anonymous visitor (userId null, no permissions) or a logged-in,
 *  active user with the union of their groups' permissions (docs/architecture.md §6). */
export type Actor = Readonly<{
  userId: string | null;
  name: string;
  email: string;
  permissions: readonly string[];
  /** The organisation requires a second factor this account has not set up: `admin` and
   *  `usermanager` are left out of `permissions` until it is (modules/mfa). */
  mfaSetupRequired?: boolean;
}>;

export const ANONYMOUS: Actor = Object.freeze({ userId: null, name: '', email: '', permissions: [] });

export const isLoggedIn = (actor: Actor): actor is Actor & { userId: string } => actor.userId !== null;
export const actorHas = (actor: Actor, permission: PermissionName) => isLoggedIn(actor) && hasPermission(actor.permissions, permission);
