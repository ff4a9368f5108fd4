import { canManageOrganisations } from './account.rules.js';
import type { Actor, TokenGrant } from './actor.js';

/** The rules of API keys (docs/product.md §24.6; docs/security.md, API keys; docs/decisions/0041):
 *  a request with a key acts as the key's account, limited to the key's scopes. Pure functions of
 *  the actor (`actor.token`) and the request; plugins/token-gate.ts applies `tokenMayCall` to
 *  every request, scope.ts `accessTo` applies `tokenMayManage` to every project right. */


/** The grant of the scopes `scopes` (`read`, `write`, `manage:<id>`) for a request of `method`;
 *  `organisation` names the owner of an organisation's key (docs/decisions/0044). */
export function grantOf(id: string, scopes: readonly string[], method: string, organisation?: string): TokenGrant {
  const manages = scopes.filter((s) => s.startsWith('manage:')).map((s) => s.slice('manage:'.length));
  return Object.freeze({
    id, write: scopes.includes('write') || manages.length > 0, manages: Object.freeze(manages), reading: method === 'GET' || method === 'HEAD',
    ...(organisation ? { organisation } : {}),
  });
}

/** Whether the actor makes, lists and withdraws the keys of organisations (docs/product.md §24.6,
 *  Organisation keys): the organisations' administration, `orgmanager`, as for the organisations
 *  themselves (account.rules.ts canManageOrganisations). */
export const canManageOrganisationApiTokens = (actor: Actor) => canManageOrganisations(actor);

/** The only routes below /auth and /admin a key reaches: who it acts as and the site's frame.
 *  Everything else there (password, two factors, passkeys, sessions, the keys themselves, the
 *  account, the administration) needs a signed-in person. */
const OPEN_ACCOUNT_ROUTES = new Set(['GET /auth/info', 'GET /auth/org']);

/** Whether a request with a key may reach the route `route` (its registered URL below /api/v1)
 *  with `method` at all: 'ok'; 'account' for the account-security and administration routes;
 *  'readOnly' for a write with a key that only reads. Non-key requests always pass. */
export function tokenMayCall(actor: Actor, method: string, route: string): 'ok' | 'account' | 'readOnly' {
  const grant = actor.token;
  if (!grant) return 'ok';
  const path = route.replace(/^\/api\/v1/, '');
  if ((path.startsWith('/auth/') || path.startsWith('/admin/') || path === '/admin') && !OPEN_ACCOUNT_ROUTES.has(`${method} ${path}`)) return 'account';
  if (!grant.reading && !grant.write) return 'readOnly';
  return 'ok';
}

/** Whether the actor's rights as a manager of project `workspaceId` count for this request:
 *  always without a key and for a reading request; for a write with a key only when the key
 *  holds `manage:<workspaceId>`. */
export const tokenMayManage = (actor: Actor, workspaceId: string): boolean =>
  !actor.token || actor.token.reading || actor.token.manages.includes(workspaceId);
