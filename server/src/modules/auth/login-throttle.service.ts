import type { FastifyReply, FastifyRequest } from 'fastify';
import { IpLoginFailures } from './ip-login-failures.js';
import { DEVICE_COOKIE_MAX_AGE_S, deviceCookieName } from './trusted-devices.js';

/** What throttling of password and code checks needs (docs/decisions/0010; docs/security.md,
 *  Passwords and logins): the server's secret (keys of the failure counts, device cookies) and the
 *  per-IP failure memory of this process. app.ts makes one and gives it to every module that
 *  checks a password or a second factor, so that they all count alike. */
export type LoginThrottle = Readonly<{ secret: string; ipFailures: IpLoginFailures }>;

export const createLoginThrottle = (secret: string): LoginThrottle => Object.freeze({ secret, ipFailures: new IpLoginFailures() });

/** Where a check comes from: the client's IP address (held in memory only) and the device cookie
 *  the browser sent, if any (trusted-devices.ts). */
export type LoginClient = Readonly<{ ip: string; deviceCookie: string | undefined }>;

/** The LoginClient of a request; `secure` is PUBLIC_URL's https (the cookie's `__Host-` name). */
export const loginClientOf = (req: FastifyRequest, secure: boolean): LoginClient =>
  ({ ip: req.ip, deviceCookie: req.cookies[deviceCookieName(secure)] });

/** Makes the browser of `reply` trusted for an account (a value of issueDeviceCookie), for
 *  DEVICE_COOKIE_MAX_AGE_S. */
export function setDeviceCookie(reply: FastifyReply, value: string, secure: boolean): void {
  reply.setCookie(deviceCookieName(secure), value, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: DEVICE_COOKIE_MAX_AGE_S });
}
