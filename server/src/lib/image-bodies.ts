import { IMAGE_MAX_BYTES } from '@mitmachkarte/contract';
import type { FastifyInstance } from 'fastify';
import { say } from '../i18n/messages.js';

/** Content types under which the raw bytes of an image upload are accepted (docs/product.md §7:
 *  octet-stream; the image types for clients that send the file's own type). What the bytes are
 *  is decided by sharp in the decoder (modules/images/image-processing.ts), never by this header. */
export const IMAGE_UPLOAD_TYPES = ['application/octet-stream', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'image/avif'];

export const IMAGE_TOO_LARGE = say('imageTooLarge');

/** Makes the plugin scope `app` parse only raw image bodies (IMAGE_UPLOAD_TYPES) as a Buffer of at
 *  most IMAGE_MAX_BYTES: JSON and forms get 415 there, a larger body 413 with IMAGE_TOO_LARGE when
 *  the route's config names it (plugins/error-handler.ts). Shared by the photo and the logo
 *  upload. */
export function acceptImageBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(IMAGE_UPLOAD_TYPES, { parseAs: 'buffer', bodyLimit: IMAGE_MAX_BYTES }, (_req, body, done) => done(null, body));
}

/** The request body as the parser of acceptImageBodies left it; empty when there was none. */
export const imageBody = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
