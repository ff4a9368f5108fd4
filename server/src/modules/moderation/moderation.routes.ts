import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DismissReportBody, HideBody, IdParams, MessageBody, ModerationSettings, QueueEntry, ReportBody, ShortenAnswerBody, ShortenBody, ShowBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import { writeQuota } from '../../plugins/write-quotas.js';
import * as settings from './moderation-settings.service.js';
import * as service from './moderation.service.js';
import type { OutcomeDeps } from './report-outcome.service.js';
import { ANSWER_SHORTENED, shortenAnswer } from './shorten-answer.service.js';
import { messageBody } from '../../lib/message-body.js';

const tags = ['moderation'];

/** What a report is about, for the write quotas: the comment, else the point. */
const reportSubject = (req: FastifyRequest) => {
  const body = req.body as ReportBody;
  return body.CommentID !== undefined ? { comment: body.CommentID } : { point: body.PointID! };
};

/** /gis/report, /gis/moderation* and /gis/workspace/{id}/moderation-settings routes
 *  (docs/product.md §7, §16.3); rules in moderation.service.ts and its neighbours. */
export async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  /** The outcome mails to reporters go out in the name of the site the report is closed on. */
  const outcome = (req: FastifyRequest): OutcomeDeps => ({ notify: app.notificationDeps, host: req.headers.host });
  app.post('/gis/report', { schema: { tags, body: ReportBody, response: { 200: MessageBody } }, preHandler: writeQuota('report', reportSubject) }, async (req) => {
    const { hidden } = await service.reportContent(app.db, req.actor, req.body, { notify: app.notificationDeps, host: req.headers.host, ip: req.ip, language: await req.language() });
    if (hidden) await publishModeration(app, 'point.hidden', req.body);
    return messageBody(req, service.REPORTED);
  });
  app.get('/gis/moderation/:id', { schema: { tags, params: IdParams, response: { 200: z.array(QueueEntry) } } },
    (req) => service.listQueue(app.db, req.actor, req.params.id));
  app.post('/gis/moderation/hide', { schema: { tags, body: HideBody, response: { 200: MessageBody } } }, async (req) => {
    await service.hideContent(app.db, req.actor, req.body, outcome(req));
    await publishModeration(app, 'point.hidden', req.body);
    return messageBody(req, service.HIDDEN);
  });
  app.post('/gis/moderation/show', { schema: { tags, body: ShowBody, response: { 200: MessageBody } } }, async (req) => {
    await service.showContent(app.db, req.actor, req.body, outcome(req));
    await publishModeration(app, 'point.shown', req.body);
    return messageBody(req, service.SHOWN);
  });
  app.post('/gis/moderation/shorten', { schema: { tags, body: ShortenBody, response: { 200: MessageBody } } }, async (req) => {
    await service.shortenComment(app.db, req.actor, req.body, outcome(req));
    await publishModeration(app, 'point.shown', { CommentID: req.body.CommentID });
    return messageBody(req, service.SHORTENED);
  });
  app.post('/gis/moderation/shorten-answer', { schema: { tags, body: ShortenAnswerBody, response: { 200: MessageBody } } }, async (req) => {
    await shortenAnswer(app.db, req.actor, req.body, outcome(req));
    await app.liveEvents.publish('point.changed', { point: req.body.PointID });
    return messageBody(req, ANSWER_SHORTENED);
  });
  app.get('/gis/workspace/:id/moderation-settings', { schema: { tags, params: IdParams, response: { 200: ModerationSettings } } },
    (req) => settings.getModerationSettings(app.db, req.actor, req.params.id));
  app.put('/gis/workspace/:id/moderation-settings', { schema: { tags, params: IdParams, body: ModerationSettings, response: { 200: ModerationSettings } } },
    (req) => settings.setModerationSettings(app.db, req.actor, req.params.id, req.body));
  app.post('/gis/moderation/dismiss', { schema: { tags, body: DismissReportBody, response: { 200: MessageBody } } }, async (req) => {
    await service.dismissReport(app.db, req.actor, req.body, outcome(req));
    return messageBody(req, service.DISMISSED);
  });
}

/** The live update of a moderation (docs/product.md §21): a point hidden or shown; for a comment,
 *  its point's comments counted anew. */
async function publishModeration(app: FastifyInstance, type: 'point.hidden' | 'point.shown', { PointID, CommentID }: { PointID?: string; CommentID?: string }) {
  if (PointID) await app.liveEvents.publish(type, { point: PointID });
  else if (CommentID) await app.liveEvents.publish('point.counts', { comment: CommentID });
}
