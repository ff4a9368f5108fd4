import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './image-processing.js';

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
