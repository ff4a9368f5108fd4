import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Id, LoginBody, LookupUser, OrgInfo, QueryEmailParams, Settings, UserInfo } from '@mitmachkarte/contract';
import { z } from 'zod';
import type { RateLimits } from '../../lib/rate-limits.js';
import { getOrgInfoForHost } from '../organisations/organisations.service.js';
import { lookupUserByEmail, lookupUserById } from '../users/users.service.js';
import { authenticate, getSettings, getUserInfo, saveSettings } from './auth.service.js';

const tags = ['auth'];

/** /auth routes (spec §7): login, logout, info, org, settings, user lookup. `secret` keys the
 *  per-account count of failed logins; `limits.loginPerMinute` caps logins per IP. */
export async function authRoutes(fastify: FastifyInstance, opts: { secret: string; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/auth/login', {
    schema: { tags, body: LoginBody, response: { 200: UserInfo } },
    config: { rateLimit: { max: opts.limits.loginPerMinute, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    await reply.logIn(await authenticate(app.db, opts.secret, req.body));
    return getUserInfo(req.actor);
  });

  app.get('/auth/logout', { schema: { tags, response: { 200: UserInfo } } }, async (_req, reply) => {
    await reply.logOut();
    return { LoggedIn: false, Permissions: [] };
  });

  app.get('/auth/info', { schema: { tags, response: { 200: UserInfo } } }, async (req) => getUserInfo(req.actor));

  app.get('/auth/org', { schema: { tags, response: { 200: OrgInfo } } }, async (req) => getOrgInfoForHost(app.db, req.headers.host));

  app.get('/auth/settings', { schema: { tags, response: { 200: Settings } } }, async (req) => getSettings(app.db, req.actor));
  app.post('/auth/settings', { schema: { tags, body: Settings, response: { 200: Settings } } },
    async (req) => saveSettings(app.db, req.actor, req.body));

  app.get('/auth/query/id/:id', { schema: { tags, params: z.object({ id: Id }), response: { 200: LookupUser } } },
    async (req) => lookupUserById(app.db, req.actor, req.params.id));
  app.get('/auth/query/email/:email', { schema: { tags, params: QueryEmailParams, response: { 200: LookupUser } } },
    async (req) => lookupUserByEmail(app.db, req.actor, req.params.email));
}
