import { useSearchParams } from 'react-router';

/** Where the login screen leads back to (docs/product.md §16.5): `/login?zurueck=<path>`. Only a
 *  path of this app is taken (one leading '/', no scheme or host), so that the link cannot send a
 *  visitor to another site after logging in (open redirect). */
const PARAM = 'zurueck';

/** `path` if it is a path of this app, else undefined. */
export const safeReturnPath = (path: string | null | undefined) =>
  (path && /^\/(?![/\\])/.test(path) ? path : undefined);

/** The login screen's address that leads back to `path` after logging in. */
export const loginReturningTo = (path: string) => `/login?${new URLSearchParams({ [PARAM]: path })}`;

/** The path the current address asks to return to after logging in, if any and safe; `query`
 *  carries it on to the next step of the login (the second factor). */
export function useReturnPath(): { path: string | undefined; query: string } {
  const [params] = useSearchParams();
  const path = safeReturnPath(params.get(PARAM));
  return { path, query: path ? `?${new URLSearchParams({ [PARAM]: path })}` : '' };
}
