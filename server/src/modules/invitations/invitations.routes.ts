import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AcceptInvitationAnswer, AcceptInvitationBody, IdParams, Invitation, InvitationInfo, InvitationTokenBody, InviteAnswer, InviteBody,
} from '@mitmachkarte/contract';
import { z } from 'zod';
import { perHour, type RateLimits } from '../../lib/rate-limits.js';
import { getUserInfo } from '../auth/auth.service.js';
import { acceptInvitation, checkInvitation } from './invitation-accept.service.js';
import { inviteToTeam, listInvitations, withdrawInvitation } from './invitations.service.js';
import { translateGerman } from '../../i18n/messages.js';

/** Invitations to a project's team (docs/product.md §17.4): the managers' routes under
 *  /gis/workspaceacl, and the two public calls of the link's page, limited per client address. */
export async function invitationsRoutes(fastify: FastifyInstance, opts: { limits: RateLimits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/gis/workspaceacl/invite/:id', { schema: { tags: ['workspaces'], params: IdParams, body: InviteBody, response: { 200: InviteAnswer } } },
    async (req) => {
      const answer = await inviteToTeam({ db: app.db, config: app.config, outbox: app.mailOutbox, host: req.headers.host }, req.actor, req.params.id, req.body);
      return { ...answer, Message: translateGerman(answer.Message, await req.language()) };
    });
  app.get('/gis/workspaceacl/invitations/:id', { schema: { tags: ['workspaces'], params: IdParams, response: { 200: z.array(Invitation) } } },
    (req) => listInvitations(app.db, req.actor, req.params.id));
  app.delete('/gis/workspaceacl/invitation/:id', { schema: { tags: ['workspaces'], params: IdParams, response: { 200: z.array(Invitation) } } },
    (req) => withdrawInvitation(app.db, req.actor, req.params.id));

  app.post('/auth/invitation/check', {
    schema: { tags: ['auth'], body: InvitationTokenBody, response: { 200: InvitationInfo } },
    config: perHour(opts.limits.confirmLinkPerHour),
  }, (req) => checkInvitation(app.db, req.body.Token));
  app.post('/auth/invitation/accept', {
    schema: { tags: ['auth'], body: AcceptInvitationBody, response: { 200: AcceptInvitationAnswer } },
    config: perHour(opts.limits.confirmLinkPerHour),
  }, async (req, reply) => {
    const accepted = await acceptInvitation(app.db, req.actor, req.body);
    if (accepted.created) await reply.logIn(accepted.userId);
    return { WorkspaceID: accepted.workspaceId, Workspace: accepted.workspace, User: await getUserInfo(app.db, req.actor) };
  });
}
