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

/** The grant of an embedded map's entry token for project `workspaceId` (docs/product.md §24.1;
 *  docs/security.md, Embed tokens): a write of an anonymous visitor, limited by tokenMayCall to
 *  making entries and by tokenMayAddTo to this project. */
export const embedGrantOf = (id: string, workspaceId: string, method: string): TokenGrant =>
  Object.freeze({ id, write: true, manages: Object.freeze([]), reading: method === 'GET' || method === 'HEAD', embed: workspaceId });

/** Whether the actor makes, lists and withdraws the keys of organisations (docs/product.md §24.6,
 *  Organisation keys): the organisations' administration, `orgmanager`, as for the organisations
 *  themselves (account.rules.ts canManageOrganisations). */
export const canManageOrganisationApiTokens = (actor: Actor) => canManageOrganisations(actor);

/** The only routes below /auth and /admin a key reaches: who it acts as and the site's frame.
 *  Everything else there (password, two factors, passkeys, sessions, the keys themselves, the
 *  account, the administration) needs a signed-in person. */
const OPEN_ACCOUNT_ROUTES = new Set(['GET /auth/info', 'GET /auth/org']);

/** The only route an embedded map's entry token reaches: making an entry (docs/product.md §24.1).
 *  Its form needs no image upload (contract embed-rules.ts embedFormFits). */
const EMBED_TOKEN_ROUTES = new Set(['POST /gis/point']);

/** Whether a request with a key may reach the route `route` (its registered URL below /api/v1)
 *  with `method` at all: 'ok'; 'account' for the account-security and administration routes;
 *  'readOnly' for a write with a key that only reads; 'embed' for any route but making an entry
 *  with an embedded map's entry token. Non-key requests always pass. */
export function tokenMayCall(actor: Actor, method: string, route: string): 'ok' | 'account' | 'readOnly' | 'embed' {
  const grant = actor.token;
  if (!grant) return 'ok';
  const path = route.replace(/^\/api\/v1/, '');
  if (grant.embed !== undefined) return EMBED_TOKEN_ROUTES.has(`${method} ${path}`) ? 'ok' : 'embed';
  if ((path.startsWith('/auth/') || path.startsWith('/admin/') || path === '/admin') && !OPEN_ACCOUNT_ROUTES.has(`${method} ${path}`)) return 'account';
  if (!grant.reading && !grant.write) return 'readOnly';
  return 'ok';
}

/** Whether the actor may add an entry to project `workspaceId` as far as its key goes: always
 *  without an embedded map's entry token, with one only in the token's project (docs/product.md
 *  §24.1). The rules of the entry itself (point.rules.ts canAddPoint) apply besides. */
export const tokenMayAddTo = (actor: Actor, workspaceId: string): boolean =>
  actor.token?.embed === undefined || actor.token.embed === workspaceId;

/** Whether the actor's rights as a manager of project `workspaceId` count for this request:
 *  always without a key and for a reading request; for a write with a key only when the key
 *  holds `manage:<workspaceId>`. */
export const tokenMayManage = (actor: Actor, workspaceId: string): boolean =>
  !actor.token || actor.token.reading || actor.token.manages.includes(workspaceId);
