import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { validation } from '../../lib/app-error.js';
import { tempFolder } from '../../lib/temp-file.js';
import type { ProcessedImage } from './image-decode.js';
import { LOGO_FILE_NAMES, type LogoFiles } from './logo-files.js';
import type { DecodeReply, DecodeRequest } from './decode-process.js';
import { TOO_SLOW, UNREADABLE } from './image-messages.js';
import { say } from '../../i18n/messages.js';

export type { GpsPosition, ProcessedImage } from './image-decode.js';
export type { LogoFiles } from './logo-files.js';

/** The decoder pool, loaded with the first upload or warmDecoders, not at start-up (it loads
 *  node:child_process; docs/runtime.md §1). */
const loadPool = () => import('./decode-pool.js');

/** Starts the image decoders, to wait for uploads (decode-pool.ts warmDecoders). A pool that cannot
 *  load fails the uploads instead, each with the usual 500. */
export const warmDecoders = (): void => void loadPool().then((pool) => pool.warmDecoders(), () => undefined);

/** Longest time one upload may be decoded (s): its check and both variants. A 40-megapixel photo
 *  needs about 6 s here; beyond, its decoder process is killed (decode-pool.ts, docs/security.md,
 *  Images). */
export const IMAGE_DECODE_TIMEOUT_S = 20;


/** Runs `request` (decode-process.ts) on `bytes` in a decoder process (decode-pool.ts), so that
 *  neither a hostile file nor a slow one can hold the server: the server's main thread only writes
 *  the upload into a temporary folder and reads the files back, with `read(dir, reply)` before the
 *  folder is removed. Throws VALIDATION (400) with a German message for everything the decoder
 *  refuses, for a decode that takes longer than `timeoutSeconds` (its decoder is killed) and for a
 *  decoder that died on the file. */
async function decodeInProcess<T>(bytes: Buffer, kind: DecodeRequest['kind'], timeoutSeconds: number,
  read: (dir: string, reply: Extract<DecodeReply, { decoded: unknown } | { logo: unknown }>) => Promise<T>): Promise<T> {
  if (bytes.length === 0) throw validation(say('noImageInRequest'));
  const { dir, remove } = await tempFolder('image');
  try {
    await writeFile(path.join(dir, 'upload'), bytes);
    const outcome = await (await loadPool()).runDecode(kind ? { dir, kind } : { dir }, timeoutSeconds * 1000);
    if ('timedOut' in outcome) throw validation(TOO_SLOW);
    if ('crashed' in outcome) throw validation(UNREADABLE);
    if ('refused' in outcome) throw validation(outcome.refused);
    if ('failed' in outcome) throw new Error(`image decoder: ${outcome.failed}`);
    return await read(dir, outcome);
  } finally {
    await remove();
  }
}

/** Checks that `bytes` really are a JPEG, PNG, WebP or HEIF/AVIF image and makes its variants
 *  (image-decode.ts decodeImage: the rules, the variants, the GPS position) in a decoder process
 *  (decodeInProcess, with its errors). */
export const processImage = (bytes: Buffer, timeoutSeconds = IMAGE_DECODE_TIMEOUT_S): Promise<ProcessedImage> =>
  decodeInProcess(bytes, undefined, timeoutSeconds, async (dir, reply) => {
    if (!('decoded' in reply)) throw new Error('image decoder: answered no image');
    const { orig, norm, ...rest } = reply.decoded;
    const [origData, normData] = await Promise.all([readFile(path.join(dir, 'orig')), readFile(path.join(dir, 'norm'))]);
    return { ...rest, orig: { ...orig, data: origData }, norm: { ...norm, data: normData } };
  });

/** Checks an organisation's logo like any upload and makes its files (image-decode.ts decodeLogo:
 *  also refuses a logo too small) in a decoder process (decodeInProcess, with its errors). */
export const processLogo = (bytes: Buffer, timeoutSeconds = IMAGE_DECODE_TIMEOUT_S): Promise<LogoFiles> =>
  decodeInProcess(bytes, 'logo', timeoutSeconds, async (dir, reply) => {
    if (!('logo' in reply)) throw new Error('image decoder: answered no logo');
    const file = (name: string) => readFile(path.join(dir, name));
    const [logo, icon192, icon512, iconMaskable] = await Promise.all(['logo', ...Object.values(LOGO_FILE_NAMES)].map(file));
    return { logo: { data: logo!, ...reply.logo }, icon192: icon192!, icon512: icon512!, iconMaskable: iconMaskable! };
  });
