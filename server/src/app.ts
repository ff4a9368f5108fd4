import fs from 'node:fs';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type RouteOptions } from 'fastify';
import { JSON_BODY_MAX_BYTES } from '@mitmachkarte/contract';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { AppError } from './lib/app-error.js';
import { rateLimitKey } from './lib/client-address.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './lib/rate-limits.js';
import { fastifyRateLimitOptions, openLimitStore } from './lib/limit-store.js';
import { createWriteQuotas, type WriteQuotas } from './plugins/write-quotas.js';
import { aclRoutes } from './modules/acl/acl.routes.js';
import { invitationsRoutes } from './modules/invitations/invitations.routes.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { groupsRoutes } from './modules/groups/groups.routes.js';
import { createConfiguredImageStore } from './modules/images/configured-image-store.js';
import type { ImageStore } from './modules/images/image-store.js';
import { imagesRoutes } from './modules/images/images.routes.js';
import { layersRoutes } from './modules/layers/layers.routes.js';
import { answerTemplatesRoutes } from './modules/answer-templates/answer-templates.routes.js';
import { profileQuestionsRoutes } from './modules/profile-questions/profile-questions.routes.js';
import { organisationLogoRoutes } from './modules/organisations/organisation-logo.routes.js';
import { dgsVideosRoutes } from './modules/videos/dgs-videos.routes.js';
import { organisationsRoutes } from './modules/organisations/organisations.routes.js';
import { webManifestRoutes } from './modules/organisations/web-manifest.routes.js';
import { createMailOutbox, type MailOutbox } from './modules/mail/mail-outbox.service.js';
import { createMailer, type Mailer } from './modules/mail/mail.transport.js';
import { pointsExportRoutes } from './modules/points/export/points-export.routes.js';
import { jobsRoutes } from './modules/jobs/jobs.routes.js';
import { pointsImportRoutes } from './modules/points/import/points-import.routes.js';
import { pointsRoutes } from './modules/points/core/points.routes.js';
import { duplicatesRoutes } from './modules/points/duplicates/duplicates.routes.js';
import { mapRoutes } from './modules/map/map.routes.js';
import { ogcRoutes } from './modules/ogc/ogc.routes.js';
import { dcatRoutes } from './modules/dcat/dcat.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { reportersRoutes } from './modules/reporters/reporters.routes.js';
import { teamNotificationsRoutes } from './modules/team-notifications/team-notifications.routes.js';
import type { NotificationDeps } from './modules/notifications/notifications.service.js';
import { moderationRoutes } from './modules/moderation/moderation.routes.js';
import { inboxRoutes } from './modules/inbox/inbox.routes.js';
import { deadlinesRoutes } from './modules/deadlines/deadlines.routes.js';
import { responsibilityRoutes } from './modules/responsibility/responsibility.routes.js';
import { registrationRoutes } from './modules/registration/registration.routes.js';
import { reviewRoutes } from './modules/review/review.routes.js';
import { surveyRoutes } from './modules/survey/survey.routes.js';
import { surveysRoutes } from './modules/surveys/surveys.routes.js';
import { resultsRoutes } from './modules/results/results.routes.js';
import { healthRoutes } from './modules/system/health.routes.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { accessibilityRoutes } from './modules/accessibility/accessibility.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { sessionsRoutes } from './modules/auth/sessions.routes.js';
import { mfaRoutes } from './modules/mfa/mfa.routes.js';
import { passkeyRoutes } from './modules/passkeys/passkeys.routes.js';
import { identityProvidersRoutes } from './modules/identity-providers/identity-providers.routes.js';
import { staffSignInRoutes } from './modules/staff-sign-in/staff-sign-in.routes.js';
import { oidcRoutes } from './modules/identity-providers/oidc.routes.js';
import { createLoginThrottle } from './modules/auth/login-throttle.service.js';
import { usersAdminRoutes } from './modules/users/users-admin.routes.js';
import { votesRoutes } from './modules/votes/votes.routes.js';
import { workspacesRoutes } from './modules/workspaces/workspaces.routes.js';
import { registerCompression } from './plugins/compression.js';
import { handleClientError, handleError, registerErrorHandler } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { loggerOptions } from './plugins/logging.js';
import { openApiPlugin } from './plugins/openapi.js';
import { securityHeaders } from './plugins/security-headers.js';
import { createContextHosts, type ContextHosts } from './modules/layers/context-hosts.service.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { embedPageRoutes, embedRoutes } from './modules/embed/embed.routes.js';
import { registerShutdownGuard } from './plugins/shutdown.js';
import { sessionPlugin } from './plugins/session.js';
import { requestLanguagePlugin } from './plugins/request-language.js';
import { xsrfPlugin } from './plugins/xsrf.js';
import { apiTokenPlugin } from './plugins/api-token.js';
import { apiTokensRoutes } from './modules/api-tokens/api-tokens.routes.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { createWebhookSender, type WebhookSender } from './modules/webhooks/webhook-sender.service.js';
import { organisationApiTokensRoutes } from './modules/api-tokens/organisation-api-tokens.routes.js';
import { OPEN311_PREFIX, open311Routes } from './modules/open311/open311.routes.js';
import { areaAlertOneClickRoutes } from './modules/area-alerts/area-alert-one-click.routes.js';
import { projectUpdatesOneClickRoutes, projectUpdatesRoutes } from './modules/project-updates/project-updates.routes.js';
import { areaAlertsRoutes } from './modules/area-alerts/area-alerts.routes.js';
import { mfaSetupGate } from './plugins/mfa-setup-gate.js';
import { schemaCompilers } from './plugins/zod-compilers.js';
import { createGeocoder, type Geocoder } from './modules/geocoding/geocoder.js';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.js';
import { markdownRoutes } from './modules/markdown/markdown.routes.js';
import { createLiveEvents, type LiveEvents } from './modules/live/live-events.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { retentionRoutes } from './modules/retention/retention.routes.js';
import { termsRoutes } from './modules/terms/terms.routes.js';
import { translationRoutes } from './modules/translation/translation.routes.js';
import { managesWorkspaceOf } from './access/scope.js';
import { say } from './i18n/messages.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    mailer: Mailer;
    mailOutbox: MailOutbox;
    imageStore: ImageStore;
    writeQuotas: WriteQuotas;
    notificationDeps: NotificationDeps;
    geocoder: Geocoder;
    /** The hosts of the layers' context layers, for the CSP (docs/product.md §17.7). */
    contextHosts: ContextHosts;
    /** The fan-out of live updates (docs/product.md §21). */
    liveEvents: LiveEvents;
    /** The sender of the webhooks' outbox (docs/product.md §24.6). */
    webhookSender: WebhookSender;
  }
}

/** Longest wait for the mail outbox's last drain on close (ms); well inside the 30 s of main.ts. */
const OUTBOX_DRAIN_ON_CLOSE_MS = 5_000;

/** Longest time the request line and headers may take to arrive (ms). */
const HEADERS_TIMEOUT_MS = 10_000;

/** What the app is built from. `rateLimits` overrides the per-IP limits (tests); `imageStore`
 *  replaces the local one under DATA_DIR/images (e.g. by a store shared by several servers);
 *  `onRoute` is told of every route as it is registered (the authorization-matrix test lists them). */
export type AppDeps = {
  config: Config; db: Db; secret: string; rateLimits?: Partial<RateLimits>; imageStore?: ImageStore;
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /** Every answer is also checked against its zod schema (plugins/answer-serializer.ts): the tests. */
  checkAnswers?: boolean;
};

/** Builds the HTTP application (docs/architecture.md §2): the API under /api/v1 and the built web app at `/`.
 *  Registers every plugin and module explicitly; the caller owns the database (closed on close). */
export async function buildApp({ config, db, secret, rateLimits, imageStore, onRoute, logStream, checkAnswers = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy: config.trustProxy,
    // One line per request only when debugging (request lines name the client's network).
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    // plugins/shutdown.ts answers requests during shutdown with a German 503.
    return503OnClosing: false,
    // A client that sends its request slowly holds a connection only so long (docs/security.md,
    // Limits): the whole request within REQUEST_TIMEOUT_S, its headers within 10 s of it; Node
    // answers 408 and closes. The check runs every second instead of every 30.
    requestTimeout: config.requestTimeoutS * 1000,
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, config.requestTimeoutS * 1000), connectionsCheckingInterval: 1000 },
    // Broken and over-long URLs fail before routing; the one error handler answers them too.
    frameworkErrors: handleError,
    // So do requests Node's HTTP parser refuses before Fastify sees them (408, 431, 400).
    clientErrorHandler: handleClientError,
    // Every schema is a zod schema: requests are validated by zod, answers written by
    // fast-json-stringify from the schema's JSON Schema (plugins/zod-compilers.ts, answer-serializer.ts).
    schemaController: { compilersFactory: schemaCompilers(checkAnswers) },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('mailOutbox', createMailOutbox(db, app.mailer, app.log));
  app.decorate('notificationDeps', { config, secret, outbox: app.mailOutbox });
  app.decorate('webhookSender', createWebhookSender({ db, secret, localTargets: config.webhookLocalTargets, log: app.log }));
  app.decorate('geocoder', createGeocoder({ url: config.geocoderUrl, userAgent: `Mitmachkarte (${config.publicUrl})` }));
  app.decorate('imageStore', imageStore ?? createConfiguredImageStore(config));
  registerShutdownGuard(app);
  // Before the error handler's first use: it answers in the request's language (docs/product.md §23).
  await app.register(requestLanguagePlugin);
  registerErrorHandler(app);
  registerInputGuard(app);
  // Runs after the HTTP server has closed and its requests have finished: one last
  // drain of the mail outbox, then the database.
  const limitStore = await openLimitStore(config, db, secret);
  app.decorate('liveEvents', await createLiveEvents(db, app.log));
  app.addHook('onClose', async () => {
    await app.mailOutbox.stop(OUTBOX_DRAIN_ON_CLOSE_MS);
    await app.webhookSender.stop(OUTBOX_DRAIN_ON_CLOSE_MS);
    app.mailer.close();
    await limitStore.close();
    await app.liveEvents.close();
    await db.destroy();
  });
  // Tests' overrides win over the environment's RATE_LIMIT_* variables.
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...config.rateLimits, ...rateLimits };
  app.decorate('writeQuotas', createWriteQuotas(limits, limitStore.store, (userId, subject) => managesWorkspaceOf(db, userId, subject)));

  // After a write of context layers the other instances re-read the hosts too (their CSP follows).
  const hosts = createContextHosts(db);
  app.liveEvents.onSignal('context-hosts', () => void hosts.refresh().catch((err: unknown) => app.log.warn({ err }, 'context layer hosts not read')));
  app.decorate('contextHosts', { ...hosts, refresh: async () => { await hosts.refresh(); await app.liveEvents.signal('context-hosts'); } });
  // Fails closed: without the list the CSP allows no context layer's host until the next write.
  await hosts.refresh().catch((err: unknown) => app.log.warn({ err }, 'context layer hosts not read'));
  // Per kind of answer; API answers (errors and unknown routes included) get `no-store` unless
  // the route sets its own caching (plugins/security-headers.ts).
  app.addHook('onRequest', securityHeaders(config, app.contextHosts));
  await app.register(rateLimit, {
    ...fastifyRateLimitOptions(limitStore.store),
    global: false,
    keyGenerator: (req) => rateLimitKey(req.ip),
    errorResponseBuilder: () => new AppError('RATE_LIMITED', say('tooManyRequests')),
  });
  await app.register(openApiPlugin);

  // Outside the session scope: probes get no cookie and touch no session.
  await app.register(healthRoutes, { prefix: '/api/v1' });
  await app.register(async (api) => {
    // API answers only (plugins/compression.ts).
    await registerCompression(api);
    // Cookies are read and written by the API's routes only: /health and the web app's files skip both hooks.
    await api.register(cookie);
    await api.register(sessionPlugin, { secret, secure: config.isHttps });
    await api.register(apiTokenPlugin);
    await api.register(xsrfPlugin, { secret, publicUrl: config.publicUrl });
    await api.register(mfaSetupGate);
    await api.register(systemRoutes);
    // One count of failed password and code checks for every route that makes them.
    const throttle = createLoginThrottle(secret);
    await api.register(authRoutes, { throttle, limits });
    await api.register(registrationRoutes, { limits, secret });
    await api.register(termsRoutes, { limits });
    await api.register(workspacesRoutes);
    await api.register(aclRoutes);
    await api.register(invitationsRoutes, { limits });
    await api.register(layersRoutes);
    await api.register(pointsRoutes);
    await api.register(duplicatesRoutes, { limits });
    await api.register(mapRoutes);
    await api.register(ogcRoutes);
    await api.register(dcatRoutes, { limits });
    await api.register(embedRoutes, { limits });
    await api.register(liveRoutes, { limits });
    await api.register(moderationRoutes);
    await api.register(inboxRoutes);
    await api.register(deadlinesRoutes);
    await api.register(responsibilityRoutes);
    await api.register(notificationsRoutes, { secret, limits });
    await api.register(areaAlertsRoutes, { limits });
    await api.register(reportersRoutes, { secret, limits });
    await api.register(teamNotificationsRoutes, { secret, limits });
    await api.register(projectUpdatesRoutes, { secret, limits });
    await api.register(pointsExportRoutes);
    await api.register(jobsRoutes);
    await api.register(pointsImportRoutes);
    await api.register(reviewRoutes);
    await api.register(imagesRoutes, { limits });
    await api.register(commentsRoutes);
    await api.register(votesRoutes);
    await api.register(groupsRoutes);
    await api.register(usersAdminRoutes);
    await api.register(accountRoutes, { throttle, limits });
    await api.register(sessionsRoutes);
    await api.register(apiTokensRoutes);
    await api.register(webhooksRoutes, { secret });
    await api.register(mfaRoutes, { throttle, limits });
    await api.register(passkeyRoutes, { throttle, limits });
    await api.register(oidcRoutes, { secret, throttle, limits });
    await api.register(identityProvidersRoutes, { secret });
    await api.register(staffSignInRoutes);
    await api.register(accessibilityRoutes, { limits });
    await api.register(organisationsRoutes);
    await api.register(organisationApiTokensRoutes);
    await api.register(organisationLogoRoutes, { limits });
    await api.register(dgsVideosRoutes, { limits });
    await api.register(answerTemplatesRoutes);
    await api.register(profileQuestionsRoutes);
    await api.register(dashboardRoutes);
    await api.register(auditRoutes);
    await api.register(retentionRoutes);
    await api.register(surveyRoutes, { limits });
    await api.register(surveysRoutes, { limits });
    await api.register(resultsRoutes, { limits });
    await api.register(geocodingRoutes, { limits });
    await api.register(markdownRoutes, { limits });
    await api.register(translationRoutes, { secret, limits });
    api.get('/openapi.json', { schema: { hide: true } }, async () => app.openApiDocument());
  }, { prefix: '/api/v1' });

  // Open311 (docs/product.md §24.5): outside the session's scope, it reads no cookie; a POST acts
  // only as its api_key (modules/open311/open311.routes.ts).
  await app.register(open311Routes, { prefix: OPEN311_PREFIX, limits });
  // One-click unsubscribe (RFC 8058; docs/product.md §24.2): posted by mail programs, without
  // cookie or anti-forgery token; the signed token in the address is the right.
  await app.register(areaAlertOneClickRoutes, { prefix: '/api/v1', limits });
  await app.register(projectUpdatesOneClickRoutes, { prefix: '/api/v1', limits });

  // The web app's manifest is the organisation's (docs/product.md §22): served even without the
  // built app, which a development server (Vite) serves instead.
  await app.register(webManifestRoutes);
  // The embeddable map's page (docs/product.md §24.1): its own framing rights per organisation.
  await app.register(embedPageRoutes, { limits, webDist: config.webDist });
  if (config.webDist && fs.existsSync(config.webDist)) {
    await registerStaticFiles(app, config.webDist, config.tileUrl);
  }
  return app;
}
