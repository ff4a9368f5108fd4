import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cameraJpeg, exifBombJpeg, gpsAvif, gpsPng, gpsWebp } from '../../../test/image-fixtures.js';
import { hasHostileExif } from './exif-guard.js';
import { processImage } from './image-processing.js';

/** Little-endian TIFF with IFD0 at 8 holding `pointers` entries that all point at one second IFD
 *  (a DAG: each sub-IFD reached many times, the pattern that multiplies a naive parser's work). */
function sharedSubIfd(pointers: number): Buffer {
  const ifd1 = 8 + 2 + pointers * 12 + 4;
  const tiff = Buffer.alloc(ifd1 + 2 + 12 + 4);
  tiff.write('II', 0);
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(pointers, 8);
  for (let i = 0; i < pointers; i++) {
    tiff.writeUInt16LE(0x8769, 10 + i * 12);
    tiff.writeUInt16LE(4, 12 + i * 12);
    tiff.writeUInt32LE(1, 14 + i * 12);
    tiff.writeUInt32LE(ifd1, 18 + i * 12);
  }
  tiff.writeUInt16LE(1, ifd1);
  tiff.writeUInt16LE(0x9003, ifd1 + 2);
  tiff.writeUInt16LE(2, ifd1 + 4);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

describe('hasHostileExif', () => {
  it('passes the EXIF of real camera files in every accepted format, and bytes without any', async () => {
    for (const bytes of [await cameraJpeg(400, 300, 6), await gpsPng(100, 80), await gpsWebp(100, 80), await gpsAvif(64, 64)]) {
      expect(hasHostileExif(bytes)).toBe(false);
    }
    expect(hasHostileExif(randomBytes(2_000_000))).toBe(false);
  });

  it('finds IFDs that point back at themselves, sub-IFDs reached more than once, and the bomb of finding 4', async () => {
    expect(hasHostileExif(await exifBombJpeg(3, 0))).toBe(true);
    expect(hasHostileExif(await exifBombJpeg(100))).toBe(true);
    expect(hasHostileExif(sharedSubIfd(2))).toBe(true);
    expect(hasHostileExif(sharedSubIfd(1))).toBe(false);
  });
});

describe('processImage time limit', () => {
  it('stops a variant that takes longer than the limit with a German 400', async () => {
    // 36 megapixels of random bytes, stored uncompressed: quick to make (libvips' Gaussian noise
    // took over a minute beside the browser tests), several seconds to encode as PNG.
    const big = await sharp(randomBytes(6000 * 6000 * 3), { raw: { width: 6000, height: 6000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    const started = performance.now();
    await expect(processImage(big, 1)).rejects.toThrow('Das Bild konnte nicht in angemessener Zeit verarbeitet werden.');
    expect(performance.now() - started).toBeLessThan(5000);
  }, 60_000);
});
