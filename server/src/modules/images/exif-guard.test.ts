import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  avifWithExif, cameraJpeg, exifBombJpeg, exifBombTiff, gpsAvif, gpsPng, gpsWebp, jpegWithComments, jpegWithExif, pngWithExif, tiffHeaderFlood, webpWithExif,
} from '../../../test/image-fixtures.js';
import { EXIF_MAX_WORK, judgeExif, type ExifVerdict } from './exif-guard.js';
import { WorkBudget } from './image-containers.js';

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
  return tiff;
}

/** A TIFF with an IFD0 of one plain entry whose Exif pointer (a second entry) points at `target`. */
function pointerTo(target: number): Buffer {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('MM', 0);
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x010f, 10); // Make
  tiff.writeUInt16BE(2, 12);
  tiff.writeUInt16BE(0x8769, 22);
  tiff.writeUInt16BE(4, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt32BE(target, 30);
  return tiff;
}

/** The verdict on `bytes` and the units of work it cost. (Work, not time: beside the other suites
 *  on two cores a time measures the machine; images-hostile.quiet.test.ts times the server.) */
function judged(bytes: Buffer): { verdict: ExifVerdict; spent: number } {
  const budget = new WorkBudget(EXIF_MAX_WORK);
  return { verdict: judgeExif(bytes, budget), spent: budget.spent };
}

describe('judgeExif', () => {
  it('passes the EXIF of real camera files in every accepted format', async () => {
    for (const bytes of [await cameraJpeg(400, 300, 6), await gpsPng(100, 80), await gpsWebp(100, 80), await gpsAvif(64, 64)]) {
      expect(judgeExif(bytes)).toBe('harmless');
    }
  });

  it('has no container for anything but JPEG, PNG, WebP and HEIF: random bytes, GIF, TIFF, a flood of TIFF headers', async () => {
    const plain = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    for (const bytes of [randomBytes(200_000), await plain.clone().gif().toBuffer(), await plain.clone().tiff().toBuffer(), tiffHeaderFlood(1_000_000)]) {
      expect(judgeExif(bytes)).toBe('no-container');
    }
  });

  it('finds IFDs that point back at themselves, and sub-IFDs reached more than once (finding 4)', async () => {
    expect(judgeExif(await exifBombJpeg(3, 0))).toBe('hostile');
    expect(judgeExif(await exifBombJpeg(100))).toBe('hostile');
    expect(judgeExif(await jpegWithExif(sharedSubIfd(2)))).toBe('hostile');
    expect(judgeExif(await jpegWithExif(sharedSubIfd(1)))).toBe('harmless');
  });

  it('finding 1: finds an IFD with more than 1,000 entries or one that runs past its block, in every container, in either byte order', async () => {
    for (const entries of [1001, 5000, 65_535]) {
      for (const bigEndian of [false, true]) {
        const tiff = exifBombTiff(entries, { bigEndian });
        for (const bytes of [await jpegWithExif(tiff), await pngWithExif(tiff), await webpWithExif(tiff), await avifWithExif(tiff)]) {
          expect(judgeExif(bytes), `${entries} entries, ${bigEndian ? 'MM' : 'II'}`).toBe('hostile');
        }
      }
    }
    // 40 plain entries claimed, 20 present.
    const short = exifBombTiff(40).subarray(0, 8 + 2 + 20 * 12);
    expect(judgeExif(await pngWithExif(short))).toBe('hostile');
  });

  it('lets pass what libexif stops at by itself: no TIFF structure, an IFD pointer past the block', async () => {
    expect(judgeExif(await jpegWithExif(Buffer.from('kein TIFF, nur Text')))).toBe('harmless');
    expect(judgeExif(await jpegWithExif(pointerTo(10_000)))).toBe('harmless');
    expect(judgeExif(await jpegWithExif(pointerTo(8)))).toBe('hostile');
  });

  it('finding 2: reads only the container\'s EXIF positions, a step per segment, whatever the rest of the file holds', async () => {
    const flooded = await jpegWithComments(Array.from({ length: 16 }, () => tiffHeaderFlood(65_533)));
    // 16 comments of 64 KiB full of TIFF headers, and the few segments of a small JPEG.
    const { verdict, spent } = judged(flooded);
    expect(verdict).toBe('harmless');
    expect(spent).toBeLessThan(30);
  });

  it('stops at its work limit: a 10 MiB JPEG of nothing but empty segments (2.6 million) is hostile after EXIF_MAX_WORK steps', () => {
    // (It runs in the decoder process; the limit shows that the walk is bounded, not what the
    // server's main thread spends, which images-hostile.quiet.test.ts measures.)
    const segments = Buffer.alloc(10 * 1024 * 1024);
    for (let at = 0; at < segments.length; at += 4) segments.writeUInt32BE(0xfffe0002, at);
    const bytes = Buffer.concat([Buffer.from([0xff, 0xd8]), segments]);
    expect(judged(bytes)).toEqual({ verdict: 'hostile', spent: EXIF_MAX_WORK + 1 });
  });
});
