import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { validation } from '../../lib/app-error.js';
import { tempFolder } from '../../lib/temp-file.js';
import type { ProcessedImage } from './image-decode.js';
import { TOO_SLOW, UNREADABLE } from './image-messages.js';

export type { GpsPosition, ProcessedImage } from './image-decode.js';

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


/** Checks that `bytes` really are a JPEG, PNG, WebP or HEIF/AVIF image and makes its variants
 *  (image-decode.ts decodeImage: the rules, the variants, the GPS position), in a decoder process
 *  (decode-pool.ts), so that neither a hostile file nor a slow one can hold the server: the
 *  server's main thread only writes the upload into a temporary folder and reads the variants
 *  back. Throws VALIDATION (400) with a German message for everything decodeImage refuses, for a
 *  decode that takes longer than `timeoutSeconds` (its decoder is killed) and for a decoder that
 *  died on the file. */
export async function processImage(bytes: Buffer, timeoutSeconds = IMAGE_DECODE_TIMEOUT_S): Promise<ProcessedImage> {
  if (bytes.length === 0) throw validation('Die Anfrage enthält kein Bild.');
  const { dir, remove } = await tempFolder('image');
  try {
    await writeFile(path.join(dir, 'upload'), bytes);
    const outcome = await (await loadPool()).runDecode({ dir }, timeoutSeconds * 1000);
    if ('timedOut' in outcome) throw validation(TOO_SLOW);
    if ('crashed' in outcome) throw validation(UNREADABLE);
    if ('refused' in outcome) throw validation(outcome.refused);
    if ('failed' in outcome) throw new Error(`image decoder: ${outcome.failed}`);
    const { orig, norm, ...rest } = outcome.decoded;
    const [origData, normData] = await Promise.all([readFile(path.join(dir, 'orig')), readFile(path.join(dir, 'norm'))]);
    return { ...rest, orig: { ...orig, data: origData }, norm: { ...norm, data: normData } };
  } finally {
    await remove();
  }
}
