import fs from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where the files of finished jobs wait for their download (docs/decisions/0022): the folder
 *  `jobs` in DATA_DIR, `<job id>.<extension>`, written as `<job id>.part` by the background thread
 *  and renamed when complete. Several server processes behind a load balancer must share
 *  DATA_DIR/jobs (one volume mounted on every machine), as the local image store shares
 *  DATA_DIR/images; the database says which files exist. */

/** A file's key: a job id (UUID) and one of the export formats' extensions; nothing else is ever
 *  joined to the folder, so no key leaves it. */
const FILE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:csv|xlsx|geojson|gpkg|kml|part)$/;

const folderOf = (dataDir: string) => path.join(dataDir, 'jobs');

function fileOf(dataDir: string, key: string): string {
  if (!FILE_KEY.test(key)) throw new Error(`job files: malformed key ${JSON.stringify(key)}`);
  return path.join(folderOf(dataDir), key);
}

/** The path the background thread writes job `jobId`'s file to (the folder is made). */
export async function partFileOf(dataDir: string, jobId: string): Promise<string> {
  await mkdir(folderOf(dataDir), { recursive: true });
  return fileOf(dataDir, `${jobId}.part`);
}

/** Renames the complete part file of `jobId` to its key `<jobId>.<extension>`; answers the key. */
export async function keepJobFile(dataDir: string, jobId: string, extension: string): Promise<string> {
  const key = `${jobId}.${extension}`;
  await rename(fileOf(dataDir, `${jobId}.part`), fileOf(dataDir, key));
  return key;
}

/** The file `key` as a stream with its size, or undefined when it is gone. */
export async function openJobFile(dataDir: string, key: string): Promise<{ stream: Readable; size: number } | undefined> {
  const file = fileOf(dataDir, key);
  const size = await stat(file).then((s) => s.size, () => undefined);
  if (size === undefined) return undefined;
  return { stream: fs.createReadStream(file, { highWaterMark: 64 * 1024 }), size };
}

/** Removes the file `key` (or a part file); nothing happens when it is gone. Never throws. */
export const removeJobFile = (dataDir: string, key: string): Promise<void> => rm(fileOf(dataDir, key), { force: true }).catch(() => undefined);

/** The files in the folder with the job id each belongs to and when it was last written (ms since
 *  the epoch): for the sweep, which removes those without a job (the job went with its account). */
export async function listJobFiles(dataDir: string): Promise<{ key: string; jobId: string; modifiedMs: number }[]> {
  const names = await readdir(folderOf(dataDir)).catch(() => [] as string[]);
  const files: { key: string; jobId: string; modifiedMs: number }[] = [];
  for (const key of names.filter((name) => FILE_KEY.test(name))) {
    const modifiedMs = await stat(fileOf(dataDir, key)).then((s) => s.mtimeMs, () => undefined);
    if (modifiedMs !== undefined) files.push({ key, jobId: key.slice(0, key.indexOf('.')), modifiedMs });
  }
  return files;
}
