import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError, type ErrorText, validation } from '../../lib/app-error.js';
import { say } from '../../i18n/messages.js';

/** A request body written to a private temporary folder; `remove` deletes both (call it always). */
export type ReceivedFile = { file: string; size: number; remove: () => Promise<void> };

/** Why no body is no video. */
export const EMPTY_UPLOAD = say('noFileInRequest');

/** Writes the raw request body `body` (declared length `declared`, from Content-Length, if any)
 *  to a new file in a private folder under the system's temporary folder, chunk by chunk: never
 *  held in memory whole. Refuses with 413 and `tooLarge` a declared length over `maxBytes` before
 *  reading, and a body that grows past it while reading (what was written is removed); 400 for an
 *  empty body. docs/security.md, Limits. */
export async function receiveToTempFile(body: Readable, declared: number | undefined, maxBytes: number, tooLarge: ErrorText): Promise<ReceivedFile> {
  if (declared !== undefined && declared > maxBytes) {
    body.resume();
    throw new AppError('TOO_LARGE', tooLarge);
  }
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'mitmachkarte-upload-'));
  const remove = () => fsp.rm(dir, { recursive: true, force: true });
  const file = path.join(dir, 'upload');
  let size = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(size > maxBytes ? new AppError('TOO_LARGE', tooLarge) : null, chunk);
    },
  });
  try {
    await pipeline(body, count, fs.createWriteStream(file, { mode: 0o600 }));
    if (size === 0) throw validation(EMPTY_UPLOAD);
    return { file, size, remove };
  } catch (err) {
    await remove();
    throw err;
  }
}
