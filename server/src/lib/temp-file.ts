import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Prefix of the folders tempFolder makes in the system's temporary folder (os.tmpdir()). */
export const TEMP_PREFIX = 'mitmachkarte-';

/** A new, empty folder of its own in the system's temporary folder, named `mitmachkarte-{purpose}-…`,
 *  and a function that removes it with everything in it (never throws). */
export async function tempFolder(purpose: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${TEMP_PREFIX}${purpose}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }).catch(() => undefined) };
}

/** The file `file` as a stream, read in chunks of 64 KiB as the client takes them; once the stream
 *  is closed — read to its end, failed, or destroyed because the client went away — `remove` runs
 *  (the file's temporary folder is deleted). */
export function streamThenRemove(file: string, remove: () => Promise<void>): Readable {
  const stream = fs.createReadStream(file, { highWaterMark: 64 * 1024 });
  stream.once('close', () => void remove());
  return stream;
}
