/** The decoder process (docs/decisions/0021): started by decode-pool.ts with fork(), never
 *  imported. It decodes one upload at a time: the server writes the upload into a folder of its
 *  own as `upload` and sends the folder; this process checks and decodes it (image-decode.ts),
 *  writes the variants beside it as `orig` and `norm`, and answers what it found. Files carry the
 *  bytes because Node's IPC channel cost the server's main thread about 10 ms per MB.
 *
 *  It never outlives the server: when the IPC channel closes (the server exited or was killed) it
 *  kills itself, since process.exit() would wait for a decode still running on libuv's threads. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeImage, decodeLogo, loadSharp, type ProcessedImage, UploadRefused } from './image-decode.js';
import { LOGO_FILE_NAMES } from './logo-files.js';

/** What the server sends: the folder holding `upload`, and whether it is an organisation's logo
 *  (decodeLogo) rather than a photo, icon or picture (decodeImage). */
export type DecodeRequest = { dir: string; kind?: 'logo' };

/** What this process answers: that it is ready (once, after loading sharp), or per request the
 *  decoded image (its variants written as files), a German reason to refuse the upload, or an
 *  error of its own. */
export type DecodeReply =
  | { ready: true }
  | { decoded: Omit<ProcessedImage, 'orig' | 'norm'> & { orig: Omit<ProcessedImage['orig'], 'data'>; norm: Omit<ProcessedImage['norm'], 'data'> } }
  | { logo: { width: number; height: number } }
  | { refused: string }
  | { failed: string };

/** Answers the server, unless it is gone (then 'disconnect' ends this process). */
const send = (reply: DecodeReply) => {
  if (process.connected) process.send!(reply);
};

/** Writes the files of a logo beside the upload: `logo` and the icons (LOGO_FILE_NAMES). */
async function decodeLogoIn(dir: string): Promise<DecodeReply> {
  const { logo: { data, ...size }, ...icons } = await decodeLogo(await readFile(path.join(dir, 'upload')));
  await writeFile(path.join(dir, 'logo'), data);
  for (const [field, name] of Object.entries(LOGO_FILE_NAMES)) await writeFile(path.join(dir, name), icons[field as keyof typeof icons]);
  return { logo: size };
}

async function decode({ dir, kind }: DecodeRequest): Promise<DecodeReply> {
  try {
    if (kind === 'logo') return await decodeLogoIn(dir);
    const { orig: { data: origData, ...orig }, norm: { data: normData, ...norm }, ...rest } = await decodeImage(await readFile(path.join(dir, 'upload')));
    await writeFile(path.join(dir, 'orig'), origData);
    await writeFile(path.join(dir, 'norm'), normData);
    return { decoded: { ...rest, orig, norm } };
  } catch (err) {
    if (err instanceof UploadRefused) return { refused: err.message };
    return { failed: err instanceof Error ? err.message : String(err) };
  }
}

if (!process.send) throw new Error('decode-process runs as a child of the server (decode-pool.ts)');
process.on('disconnect', () => process.kill(process.pid, 'SIGKILL'));
process.on('message', (request: DecodeRequest) => {
  void decode(request).then(send);
});
await loadSharp();
send({ ready: true });
