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

/** The registration's address that leads back to `path` once the new account is active. */
export const registerReturningTo = (path: string) => `/register?${new URLSearchParams({ [PARAM]: path })}`;

/** Where this browser keeps the page a registration started from: the activation link of the mail
 *  opens a new page, which then leads back there (docs/product.md §2.14, Phone layout). */
const KEPT_KEY = 'return-after-activation';

/** Keeps `path` (if it is a path of this app) for the activation of the account just registered. */
export function keepForActivation(path: string | undefined): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) window.localStorage.setItem(KEPT_KEY, safe);
    else window.localStorage.removeItem(KEPT_KEY);
  } catch {
    // Storage refused (private mode): the activation leads to the map as before.
  }
}

/** The path kept by keepForActivation, if any and safe. Only reads: a render may call it (and be
 *  thrown away and run again, as React does with concurrent rendering); forgetKeptForActivation,
 *  called once the page is shown, makes it lead back once. */
export function keptForActivation(): string | undefined {
  try {
    return safeReturnPath(window.localStorage.getItem(KEPT_KEY));
  } catch {
    return undefined;
  }
}

/** Forgets the path kept by keepForActivation. */
export function forgetKeptForActivation(): void {
  try {
    window.localStorage.removeItem(KEPT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The path the current address asks to return to after logging in, if any and safe; `query`
 *  carries it on to the next step of the login (the second factor). */
export function useReturnPath(): { path: string | undefined; query: string } {
  const [params] = useSearchParams();
  const path = safeReturnPath(params.get(PARAM));
  return { path, query: path ? `?${new URLSearchParams({ [PARAM]: path })}` : '' };
}
