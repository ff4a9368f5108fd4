import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCESSIBILITY_SETTINGS, AccessibilityFeedbackBody, LANDING_SETTINGS, IMPRESSUM_SETTINGS, MessageBody } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { enqueueOrganisationMail } from '../mail/mail.service.js';
import { accessibilityFeedbackMail } from '../mail/mail.templates.js';
import { say } from '../../i18n/messages.js';
import { messageBody } from '../../lib/message-body.js';

/** Where feedback goes: the statement's own address, else the contact and imprint addresses. */
const RECIPIENT_SETTINGS = [ACCESSIBILITY_SETTINGS.feedbackEmail, LANDING_SETTINGS.contactEmail, IMPRESSUM_SETTINGS.email] as const;

/** POST /accessibility/feedback (BITV 2.0 §7): the feedback form of the accessibility
 *  statement, open to everyone, limited per IP; the message reaches the organisation by mail
 *  through the outbox. */
export async function accessibilityRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/accessibility/feedback', {
    schema: { tags: ['accessibility'], body: AccessibilityFeedbackBody, response: { 200: MessageBody } },
    config: perHour(opts.limits.feedbackPerHour),
  }, async (req) => {
    await enqueueOrganisationMail(app.db, app.config, req.headers.host, RECIPIENT_SETTINGS,
      (title) => accessibilityFeedbackMail({ title, message: req.body.Message, email: req.body.Email || undefined }));
    app.mailOutbox.kick();
    return messageBody(req, say('accessibilityThanks'));
  });
}
