import { hmac, newToken, safeEqual } from '../../lib/tokens.js';

/** Trusted browsers (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; docs/security.md,
 *  Passwords and logins): a browser that logged in to an account gets a signed cookie naming that
 *  account. Its later logins to the account are throttled by its own failures only, so others'
 *  failed attempts — an attacker's from anywhere — never delay the owner on a browser they used
 *  before. The cookie holds a random device id and an HMAC binding it to the account's key; it
 *  names neither the address nor the user. */

/** Cookie name; with the `__Host-` prefix behind HTTPS. */
export const deviceCookieName = (secure: boolean) => (secure ? '__Host-mk_device' : 'mk_device');
/** How long a browser stays trusted (s): 180 days after its last successful login. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

const sign = (secret: string, accountKey: string, deviceId: string) => hmac(secret, `device:${accountKey}:${deviceId}`);

/** A new cookie value for a browser that just logged in to the account of `accountKey`, keeping
 *  its device id when it was trusted for that account already. */
export function issueDeviceCookie(secret: string, accountKey: string, deviceId = newToken()): string {
  return `${deviceId}.${sign(secret, accountKey, deviceId)}`;
}

/** The key under which a trusted browser's failures count, if `cookie` is a valid device cookie
 *  for the account of `accountKey`; else undefined (a browser never logged in to it). */
export function trustedDeviceKey(secret: string, accountKey: string, cookie: string | undefined): { deviceId: string; key: string } | undefined {
  const [deviceId, signature] = (cookie ?? '').split('.');
  if (!deviceId || !signature || !safeEqual(signature, sign(secret, accountKey, deviceId))) return undefined;
  return { deviceId, key: hmac(secret, `device-failures:${deviceId}`) };
}
