import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountIdentity, Id, MessageBody, OidcCallbackQuery, OidcConfirmed, OidcCreateBody, OidcLinkBody, OidcPending, OidcStartQuery, PublicIdentityProvider,
} from '@mitmachkarte/contract';
import { z } from 'zod';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { type LoginThrottle, loginClientOf } from '../auth/login-throttle.service.js';
import { hasMfa } from '../mfa/mfa.service.js';
import { startMfaChallenge } from '../mfa/mfa-login.service.js';
import { getOrganisationIdOfHost } from '../organisations/organisations.service.js';
import { listAccountIdentities, unlinkIdentity } from './identities.service.js';
import { confirmCreate, confirmLink, describePending } from './oidc-confirm.service.js';
import { rememberProviderSession } from './oidc-logout.service.js';
import { judgeProviderSignIn } from '../staff-sign-in/staff-sign-in.service.js';
import { removePasswordAfterProviderSignIn } from '../staff-sign-in/staff-sign-in-password.service.js';
import { type CallbackOutcome, completeSignIn, listServingProviders, type OidcContext, startSignIn } from './oidc-sign-in.service.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['auth'];
const ProviderParams = z.object({ providerId: Id });

/** Sign-in through identity providers (docs/product.md §14.1; docs/security.md, Sign-in through
 *  identity providers): the login page's buttons, the start and the callback of the flow, the
 *  confirmation of a new link or account, and the profile's links. Rules in the services. */
export async function oidcRoutes(fastify: FastifyInstance, opts: { secret: string; throttle: LoginThrottle; limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.isHttps;
  const publicUrl = app.config.publicUrl;
  const ctx = async (req: FastifyRequest): Promise<OidcContext> => ({
    db: app.db, secret: opts.secret, publicUrl, organisationId: await getOrganisationIdOfHost(app.db, req.headers.host),
    mail: { config: app.config, outbox: app.mailOutbox, host: req.headers.host },
  });

  /** Logs the account of `outcome` in, as a password login does (plugins/session.ts logIn), the
   *  session noting the provider and its `amr`. Under an organisation's staff rule
   *  (staff-sign-in.service.ts judgeProviderSignIn) a covered account signs in only through one of
   *  the rule's providers — anything else goes back to the login page with its message — and that
   *  sign-in counts as its second factor (the session's mfaCompleted; its password goes when the
   *  rule says so). Otherwise an account with a second factor gives its code first, in this
   *  pre-session. Answers the web app's next page. */
  async function logIn(req: FastifyRequest, reply: FastifyReply, outcome: CallbackOutcome & { kind: 'login' }): Promise<{ Return: string; MfaRequired?: boolean }> {
    const provider = { id: outcome.providerId, amr: outcome.amr };
    const standing = await judgeProviderSignIn(app.db, outcome.userId, outcome.providerId, outcome.amr);
    if (standing === 'staff' || standing === 'amr') return { Return: `#/login?oidc=${standing}` };
    if (standing === 'free' && (await hasMfa(app.db, outcome.userId))) {
      await startMfaChallenge(app.db, req.sessionToken, outcome.userId, provider);
      return { Return: '#/login/code', MfaRequired: true };
    }
    await reply.logIn(outcome.userId, { mfaCompleted: standing === 'counts', provider });
    if (standing === 'counts') await removePasswordAfterProviderSignIn(app.db, outcome.userId, outcome.providerId);
    await rememberProviderSession(app.db, opts.secret, req.sessionToken, outcome.providerId, outcome.idToken);
    return { Return: outcome.returnPath };
  }

  app.get('/auth/providers', { schema: { tags, response: { 200: z.array(PublicIdentityProvider) } } },
    async (req) => listServingProviders(app.db, await getOrganisationIdOfHost(app.db, req.headers.host)));

  app.get('/auth/oidc/:providerId/start', {
    schema: { tags, params: ProviderParams, querystring: OidcStartQuery },
    config: { startsPreSession: true, rateLimit: { max: opts.limits.loginPerMinute, timeWindow: '1 minute' } },
  }, async (req, reply) => reply.redirect(await startSignIn(await ctx(req), req.actor, req.sessionToken, req.params.providerId, 'login', req.query.return)));

  app.get('/auth/oidc/callback', {
    schema: { tags, querystring: OidcCallbackQuery },
    config: { rateLimit: { max: opts.limits.loginPerMinute, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    const outcome = await completeSignIn(await ctx(req), req.actor, req.sessionToken, req.query, new URL(req.url, publicUrl));
    const to = outcome.kind === 'go' ? outcome.to : (await logIn(req, reply, outcome)).Return;
    return reply.redirect(`${publicUrl}/${to}`);
  });

  app.get('/auth/oidc/pending', { schema: { tags, response: { 200: OidcPending } } },
    async (req) => describePending(await ctx(req), req.sessionToken, req.headers.host));
  app.post('/auth/oidc/pending/link', { schema: { tags, body: OidcLinkBody, response: { 200: OidcConfirmed } }, config: perHour(opts.limits.confirmLinkPerHour) },
    async (req, reply) => logIn(req, reply, await confirmLink(await ctx(req), opts.throttle, loginClientOf(req, secure), req.sessionToken, req.body.Password)));
  app.post('/auth/oidc/pending/create', { schema: { tags, body: OidcCreateBody, response: { 200: OidcConfirmed } }, config: perHour(opts.limits.confirmLinkPerHour) },
    async (req, reply) => logIn(req, reply, await confirmCreate(await ctx(req), req.sessionToken, req.headers.host, req.body.AcceptTerms)));

  app.get('/auth/account/identities', { schema: { tags, response: { 200: z.array(AccountIdentity) } } },
    async (req) => listAccountIdentities(app.db, req.actor, await getOrganisationIdOfHost(app.db, req.headers.host)));
  app.post('/auth/account/identities/:providerId/link', { schema: { tags, params: ProviderParams, response: { 200: z.object({ Redirect: z.string() }) } } },
    async (req) => ({ Redirect: await startSignIn(await ctx(req), req.actor, req.sessionToken, req.params.providerId, 'link', '#/profile') }));
  app.delete('/auth/account/identities/:providerId', { schema: { tags, params: ProviderParams, response: { 200: MessageBody } } }, async (req) => {
    await unlinkIdentity(await ctx(req), req.actor, req.params.providerId);
    return messageBody(req, say('identityUnlinked'));
  });
}
