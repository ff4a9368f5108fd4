import type { FastifyInstance } from 'fastify';
import { TestClient } from './client.js';

/** Completing mailed account links in tests as a person does on the link's page
 *  (docs/decisions/0009): the token from the link, the password typed once more, POSTed from a
 *  fresh browser. */

const ACTIVATION_PATH = '/api/v1/auth/activate/';
const PASSWORD_PATH = '/api/v1/auth/activatepassword/';

/** The token at the end of a link's path. */
export const tokenOf = (link: URL) => link.pathname.slice(link.pathname.lastIndexOf('/') + 1);

/** POST /auth/activate for an activation link with the registration's password. */
export function activateByLink(app: FastifyInstance, link: URL, password: string) {
  if (!link.pathname.startsWith(ACTIVATION_PATH)) throw new Error(`not an activation link: ${link.href}`);
  return new TestClient(app).post('/api/v1/auth/activate', { Token: tokenOf(link), Password: password });
}

/** POST /auth/confirmpassword for a reset link with the new password. */
export function confirmResetLink(app: FastifyInstance, link: URL, password: string) {
  if (!link.pathname.startsWith(PASSWORD_PATH)) throw new Error(`not a reset link: ${link.href}`);
  return new TestClient(app).post('/api/v1/auth/confirmpassword', { Token: tokenOf(link), Password: password });
}
