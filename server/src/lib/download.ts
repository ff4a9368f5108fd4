import type { FastifyReply } from 'fastify';
import { rfc8187Value } from './file-name.js';

/** A download: its file name (ASCII, from lib/file-name.ts asciiFileName), optionally the name in
 *  Unicode for browsers that read RFC 6266 `filename*` (lib/file-name.ts unicodeFileName), and its
 *  content. */
export type Download<T> = { fileName: string; unicodeFileName?: string; content: T };

/** Sends a download as an attachment of `type`; the ASCII file name is safe to quote, the
 *  Unicode one is percent-encoded (RFC 6266, RFC 8187). */
export const sendDownload = <T>(reply: FastifyReply, type: string, download: Download<T>) =>
  reply.type(type).header('content-disposition', `attachment; filename="${download.fileName}"`
    + (download.unicodeFileName ? `; filename*=${rfc8187Value(download.unicodeFileName)}` : '')).send(download.content);
