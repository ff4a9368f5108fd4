import { hasPermission, type Language, type PermissionName } from '@mitmachkarte/contract';

/** What an API key grants, as the actor carries it (token.rules.ts grantOf): `write` (the scope
 *  `write`, or any `manage:`), `manages` (the project ids of its `manage:` scopes) and whether the
 *  request only reads (GET, HEAD): a reading request sees what the account sees. */
export type TokenGrant = Readonly<{
  id: string; write: boolean; manages: readonly string[]; reading: boolean;
  /** The organisation whose key it is: the actor is then a visitor without an account, and its
   *  anonymous writes count per key, not per address (docs/decisions/0044). */
  organisation?: string;
  /** The project of an embedded map's entry token (docs/product.md §24.1): the actor is then an
   *  anonymous visitor who may only make entries in this project (token.rules.ts). */
  embed?: string;
}>;

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
  /** The request came with an API key: what it grants (token.rules.ts; docs/product.md §24.6).
   *  Such an actor holds no permission of the account's groups. */
  token?: TokenGrant;
}>;

export const ANONYMOUS: Actor = Object.freeze({ userId: null, name: '', email: '', permissions: [] });

export const isLoggedIn = (actor: Actor): actor is Actor & { userId: string } => actor.userId !== null;
export const actorHas = (actor: Actor, permission: PermissionName) => isLoggedIn(actor) && hasPermission(actor.permissions, permission);
