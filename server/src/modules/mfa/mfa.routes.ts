import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DisableMfaBody, EnableMfaBody, IdParams, MessageBody, MfaLoginBody, MfaRecoveryCodes, MfaSetup, MfaStatus, UserInfo } from '@mitmachkarte/contract';
import type { RateLimits } from '../../lib/rate-limits.js';
import { getUserInfo } from '../auth/auth.service.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { resetMfaOfUser } from '../users/users-admin.service.js';
import * as service from './mfa.service.js';

const tags = ['auth'];

/** Two-factor login: the user's own set-up in the profile, the code step of the login,
 *  and the reset by a user manager; rules in mfa.service.ts. */
export async function mfaRoutes(fastify: FastifyInstance, opts: { secret: string; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const orgOther = async (host: string | undefined) => (await getOrgInfoForHost(app.db, host)).Other;
  app.get('/auth/mfa', { schema: { tags, response: { 200: MfaStatus } } },
    async (req) => service.getMfaStatus(app.db, req.actor, await orgOther(req.headers.host)));
  app.post('/auth/mfa/setup', { schema: { tags, response: { 200: MfaSetup } } }, (req) => service.setUpMfa(app.db, opts.secret, req.actor));
  app.post('/auth/mfa/enable', { schema: { tags, body: EnableMfaBody, response: { 200: MfaRecoveryCodes } } },
    (req) => service.enableMfa(app.db, opts.secret, req.actor, req.body));
  app.post('/auth/mfa/disable', { schema: { tags, body: DisableMfaBody, response: { 200: MessageBody } } }, async (req) => {
    await service.disableMfa(app.db, req.actor, req.body, await orgOther(req.headers.host));
    return { Message: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.' };
  });
  // Limited per IP like the password step; each challenge also dies after 5 wrong codes.
  app.post('/auth/login/mfa', {
    schema: { tags, body: MfaLoginBody, response: { 200: UserInfo } },
    config: { rateLimit: { max: opts.limits.loginPerMinute, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    const userId = await service.completeMfaChallenge(app.db, opts.secret, req.sessionToken, req.body);
    await reply.logIn(userId);
    return getUserInfo(req.actor);
  });
  app.delete('/admin/user/:id/mfa', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await resetMfaOfUser(app.db, req.actor, req.params.id);
    return { Message: 'Die Zwei-Faktor-Anmeldung des Benutzers ist ausgeschaltet.' };
  });
}
