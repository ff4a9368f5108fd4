import type { FastifyRequest } from 'fastify';
import type { MessageBody } from '@mitmachkarte/contract';
import { formatMessage, type ServerMessage } from '../i18n/messages.js';

/** The `{ Message }` of an answer that is no error (a confirmation: „Der Punkt wurde gelöscht.“),
 *  said in the request's language (docs/product.md §23.4). */
export const messageBody = async (req: FastifyRequest, message: ServerMessage): Promise<MessageBody> =>
  ({ Message: formatMessage(message, await req.language()) });
