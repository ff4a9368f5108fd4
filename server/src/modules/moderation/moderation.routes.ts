import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DismissReportBody, HideBody, IdParams, MessageBody, QueueEntry, ReportBody, ShowBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import { writeQuota } from '../../plugins/write-quotas.js';
import * as service from './moderation.service.js';

const tags = ['moderation'];

/** What a report is about, for the write quotas: the comment, else the point. */
const reportSubject = (req: FastifyRequest) => {
  const body = req.body as ReportBody;
  return body.CommentID !== undefined ? { comment: body.CommentID } : { point: body.PointID! };
};

/** /gis/report and /gis/moderation* routes (docs/product.md §7, §16.3); rules in moderation.service.ts. */
export async function moderationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/gis/report', { schema: { tags, body: ReportBody, response: { 200: MessageBody } }, preHandler: writeQuota('report', reportSubject) }, async (req) => {
    await service.reportContent(app.db, req.actor, req.body);
    return { Message: service.REPORTED };
  });
  app.get('/gis/moderation/:id', { schema: { tags, params: IdParams, response: { 200: z.array(QueueEntry) } } },
    (req) => service.listQueue(app.db, req.actor, req.params.id));
  app.post('/gis/moderation/hide', { schema: { tags, body: HideBody, response: { 200: MessageBody } } }, async (req) => {
    await service.hideContent(app.db, req.actor, req.body);
    await publishModeration(app, 'point.hidden', req.body);
    return { Message: service.HIDDEN };
  });
  app.post('/gis/moderation/show', { schema: { tags, body: ShowBody, response: { 200: MessageBody } } }, async (req) => {
    await service.showContent(app.db, req.actor, req.body);
    await publishModeration(app, 'point.shown', req.body);
    return { Message: service.SHOWN };
  });
  app.post('/gis/moderation/dismiss', { schema: { tags, body: DismissReportBody, response: { 200: MessageBody } } }, async (req) => {
    await service.dismissReport(app.db, req.actor, req.body);
    return { Message: service.DISMISSED };
  });
}

/** The live update of a moderation (docs/product.md §21): a point hidden or shown; for a comment,
 *  its point's comments counted anew. */
async function publishModeration(app: FastifyInstance, type: 'point.hidden' | 'point.shown', { PointID, CommentID }: { PointID?: string; CommentID?: string }) {
  if (PointID) await app.liveEvents.publish(type, { point: PointID });
  else if (CommentID) await app.liveEvents.publish('point.counts', { comment: CommentID });
}
