import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams, MyProfile, ParticipantProfile, ProfileAnswersBody, ProfileQuestion, ProfileQuestionsBody } from '@mitmachkarte/contract';
import { z } from 'zod';
import * as answers from './profile-answers.service.js';
import { getParticipantProfile } from './participants.service.js';
import * as questions from './profile-questions.service.js';

/** Profile questions, a person's answers and the project's participants by them (docs/product.md
 *  §25.3); rules in the services. */
export async function profileQuestionsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = { 200: z.array(ProfileQuestion) };
  app.get('/profile-questions', { schema: { tags: ['auth'], response: list } }, (req) => questions.listQuestionsOfHost(app.db, req.headers.host));
  app.get('/admin/organisation/:id/profile-questions', { schema: { tags: ['admin'], params: IdParams, response: list } },
    (req) => questions.listQuestionsOfOrganisation(app.db, req.actor, req.params.id));
  app.put('/admin/organisation/:id/profile-questions', { schema: { tags: ['admin'], params: IdParams, body: ProfileQuestionsBody, response: list } },
    (req) => questions.replaceQuestionsOfOrganisation(app.db, req.actor, req.params.id, req.body));

  const mine = { 200: MyProfile };
  app.get('/auth/profile', { schema: { tags: ['auth'], response: mine } }, (req) => answers.getMyProfile(app.db, req.actor, req.headers.host));
  app.put('/auth/profile', { schema: { tags: ['auth'], body: ProfileAnswersBody, response: mine } },
    (req) => answers.saveMyProfile(app.db, req.actor, req.headers.host, req.body));
  app.delete('/auth/profile', { schema: { tags: ['auth'], response: mine } }, (req) => answers.deleteMyProfile(app.db, req.actor, req.headers.host));
  app.post('/auth/profile/dismiss', { schema: { tags: ['auth'], response: mine } }, (req) => answers.dismissPrompt(app.db, req.actor, req.headers.host));

  app.get('/gis/workspace/:id/participants', { schema: { tags: ['review'], params: IdParams, response: { 200: ParticipantProfile } } },
    (req) => getParticipantProfile(app.db, req.actor, req.headers.host, req.params.id));
}
