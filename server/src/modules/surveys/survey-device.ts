import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../../lib/tokens.js';

/** The device cookie of surveys that take one answer per device (docs/product.md §25.2;
 *  docs/security.md, Survey device cookie): a random token in an HttpOnly cookie, which the server
 *  stores only as its sha256. `__Host-` prefixed over https. Kept a year: a survey rarely runs longer. */
const MAX_AGE_S = 365 * 24 * 60 * 60;
const cookieName = (secure: boolean) => (secure ? '__Host-mk_survey_device' : 'mk_survey_device');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The sha256 of the request's device cookie, or null if it has none (or a malformed one). */
export function deviceHashOf(req: FastifyRequest, secure: boolean): string | null {
  const token = req.cookies[cookieName(secure)];
  return token && TOKEN.test(token) ? hashToken(token) : null;
}

/** The request's device hash, giving the browser a new cookie first if it has none. */
export function ensureDeviceHash(req: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const known = deviceHashOf(req, secure);
  if (known) return known;
  const token = newToken();
  reply.setCookie(cookieName(secure), token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: MAX_AGE_S });
  return hashToken(token);
}
