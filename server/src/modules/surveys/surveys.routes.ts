import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, MessageBody, SuccessAnswer, SurveyAnswerBody, SurveyExportQuery, SurveyForm, SurveyFormBody, SurveyFormResults } from '@mitmachkarte/contract';
import { z } from 'zod';
import { say } from '../../i18n/messages.js';
import { sendDownload } from '../../lib/download.js';
import { messageBody } from '../../lib/message-body.js';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { answerSurvey } from './survey-answers.service.js';
import { deviceHashOf, ensureDeviceHash } from './survey-device.js';
import { exportSurvey, getSurveyFormResults } from './survey-results.service.js';
import * as service from './surveys.service.js';

const tags = ['surveys'];
const TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;

/** The surveys a project's team builds (docs/product.md §25.2): list and read (everyone who sees
 *  them), create, change, delete, results and downloads (the team), answer (per survey's rules;
 *  per IP limited as the tram survey's answers, lib/rate-limits.ts surveyPerHour). */
export async function surveysRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const secure = app.config.isHttps;
  app.get('/gis/workspace/:id/surveys', { schema: { tags, params: IdParams, response: { 200: z.array(SurveyForm) } } },
    (req) => service.listSurveys(app.db, req.actor, req.params.id, deviceHashOf(req, secure)));
  app.post('/gis/workspace/:id/surveys', { schema: { tags, params: IdParams, body: SurveyFormBody, response: { 200: SurveyForm } } },
    (req) => service.createSurvey(app.db, req.actor, req.params.id, req.body));
  app.get('/gis/survey/:id', { schema: { tags, params: IdParams, response: { 200: SurveyForm } } },
    (req) => service.readSurvey(app.db, req.actor, req.params.id, deviceHashOf(req, secure)));
  app.put('/gis/survey/:id', { schema: { tags, params: IdParams, body: SurveyFormBody, response: { 200: SurveyForm } } },
    (req) => service.updateSurvey(app.db, req.actor, req.params.id, req.body));
  app.delete('/gis/survey/:id', { schema: { tags, params: IdParams, response: { 200: MessageBody } } }, async (req) => {
    await service.deleteSurvey(app.db, req.actor, req.params.id);
    return messageBody(req, say('surveyDeleted'));
  });
  app.post('/gis/survey/:id/answers', {
    schema: { tags, params: IdParams, body: SurveyAnswerBody, response: { 200: SuccessAnswer } },
    config: perHour(opts.limits.surveyPerHour),
  }, (req, reply) => answerSurvey(app.db, req.actor, req.params.id, req.body, () => ensureDeviceHash(req, reply, secure)));
  app.get('/gis/survey/:id/results', { schema: { tags, params: IdParams, response: { 200: SurveyFormResults } } },
    (req) => getSurveyFormResults(app.db, req.actor, req.params.id));
  app.get('/gis/survey/:id/export', {
    schema: { tags, params: IdParams, querystring: SurveyExportQuery, description: 'Die Antworten einer Umfrage als XLSX oder CSV (UTF-8 mit BOM, Semikolon), für das Team des Projekts.' },
  }, async (req, reply) => sendDownload(reply, TYPES[req.query.format], await exportSurvey(app.db, req.actor, req.params.id, req.query.format)));
}
