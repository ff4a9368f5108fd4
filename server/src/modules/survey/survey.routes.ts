import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SuccessAnswer, SurveyBody, SurveyResults } from '@mitmachkarte/contract';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { getSurveyResults, submitSurvey } from './survey.service.js';

const tags = ['survey'];

/** Survey routes (docs/product.md §7: POST /survey, and GET /survey/results for holders of `admin`). */
export async function surveyRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/survey', {
    schema: { tags, body: SurveyBody, response: { 200: SuccessAnswer } },
    config: perHour(opts.limits.surveyPerHour),
  }, async (req) => submitSurvey(app.db, req.actor, req.body));

  app.get('/survey/results', { schema: { tags, response: { 200: SurveyResults } } },
    async (req) => getSurveyResults(app.db, req.actor));
}
