import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, exifBombJpeg } from '../image-fixtures.js';
import { TEMP_PREFIX } from '../../src/lib/temp-file.js';
import { processImage } from '../../src/modules/images/image-processing.js';

/** Runs `work` with the system's temporary folder (os.tmpdir(), from TMPDIR) set to a new empty
 *  folder of its own, and answers the app's folders (`mitmachkarte-…`) `work` left in it: other
 *  suites beside this one make and remove their own in the shared one meanwhile. (The decoder
 *  process, run through tsx in the tests, keeps tsx's cache there too.) */
async function leftInOwnTmp(work: () => Promise<void>): Promise<string[]> {
  const own = fs.mkdtempSync(path.join(os.tmpdir(), 'image-processing-test-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = own;
  try {
    await work();
    return fs.readdirSync(own).filter((name) => name.startsWith(TEMP_PREFIX));
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(own, { recursive: true, force: true });
  }
}

describe('processImage in a decoder process', () => {
  it('makes the variants of a camera photo and answers its GPS position, leaving no temporary folder', async () => expect(await leftInOwnTmp(async () => {
    const image = await processImage(await cameraJpeg(400, 300, 6));
    expect(image).toMatchObject({ rawType: 'image/jpeg', orig: { type: 'image/jpeg', width: 300, height: 400 }, norm: { width: 300, height: 400 } });
    expect((await sharp(image.orig.data).metadata()).format).toBe('jpeg');
    expect(image.position!.latitude).toBeCloseTo(51.3083, 3);
    expect(image.position!.longitude).toBeCloseTo(9.4758, 3);
    await expect(processImage(await exifBombJpeg(1001, 0))).rejects.toThrow(/Metadaten \(EXIF\)/);
  })).toEqual([]), 60_000);

  it('kills a decode that takes longer than the limit, with a German 400, and decodes the next upload in a fresh process', async () => {
    // 36 megapixels of random bytes, stored uncompressed: quick to make (libvips' Gaussian noise
    // took over a minute beside the browser tests), several seconds to encode as PNG.
    const big = await sharp(randomBytes(6000 * 6000 * 3), { raw: { width: 6000, height: 6000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    // Only the kill after the limit answers this message (decode-pool.ts runDecode). No time is
    // checked here: the limit counts the decoder's CPU time, and its start and the wait for it do
    // not count, so beside the other suites on two cores the wall-clock time measures the machine
    // (images-hostile.quiet.test.ts times hostile uploads alone).
    await expect(processImage(big, 1)).rejects.toThrow('Das Bild konnte nicht in angemessener Zeit verarbeitet werden.');
    expect((await processImage(await cameraJpeg(120, 90, 1))).orig).toMatchObject({ width: 120, height: 90 });
  }, 60_000);
});
