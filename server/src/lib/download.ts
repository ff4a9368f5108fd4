import type { FastifyReply } from 'fastify';

/** A download: its file name (ASCII, from lib/file-name.ts asciiFileName) and its content. */
export type Download<T> = { fileName: string; content: T };

/** Sends a download as an attachment of `type`; the file name is ASCII, safe to quote. */
export const sendDownload = <T>(reply: FastifyReply, type: string, download: Download<T>) =>
  reply.type(type).header('content-disposition', `attachment; filename="${download.fileName}"`).send(download.content);
