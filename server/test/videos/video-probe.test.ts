import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dgsVideoProblem, NOT_A_VIDEO, probeVideo } from '../../src/modules/videos/video-probe.js';
import { german } from '../../src/i18n/messages.js';

/** The checks of a DGS video (BITV 2.0 Anlage 2 Teil 1: at least 320 × 240 px, 25 fps; a format
 *  browsers play) on real videos that ffmpeg makes here, read by the real ffprobe. */
const run = promisify(execFile);
let dir: string;

/** A test picture with a tone, `seconds` long, made by ffmpeg. */
async function video(name: string, size: string, fps: number, codec: string[], seconds = 1): Promise<string> {
  const file = path.join(dir, name);
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${fps}`, '-f', 'lavfi', '-i', 'sine=frequency=440',
    '-t', String(seconds), ...codec, '-pix_fmt', 'yuv420p', '-y', file]);
  return file;
}
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac'];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'dgs-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a video in Deutsche Gebärdensprache', () => {
  it('takes an MP4 (H.264) of 320 × 240 px at 25 fps, with its playing time', async () => {
    const facts = await probeVideo(await video('ok.mp4', '320x240', 25, H264, 2));
    expect(facts).toMatchObject({ container: 'mp4', codec: 'h264', width: 320, height: 240, audio: true });
    expect(facts.fps).toBeCloseTo(25, 1);
    expect(facts.durationMs).toBeGreaterThanOrEqual(1900);
    expect(facts.durationMs).toBeLessThanOrEqual(2100);
    expect(dgsVideoProblem(facts)).toBeUndefined();
  });

  it('takes a WebM (VP9)', async () => {
    const facts = await probeVideo(await video('ok.webm', '640x480', 30, ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-c:a', 'libopus']));
    expect(facts).toMatchObject({ container: 'webm', codec: 'vp9', width: 640, height: 480 });
    expect(dgsVideoProblem(facts)).toBeUndefined();
  });

  it('refuses 160 × 120 px at 15 fps, naming the size first, and 320 × 240 at 15 fps naming the frame rate', async () => {
    const small = await probeVideo(await video('small.mp4', '160x120', 15, H264));
    expect(german(dgsVideoProblem(small)!)).toBe('Das Video ist 160 × 120 Pixel groß. Ein Video in Gebärdensprache braucht mindestens 320 × 240 Pixel (BITV 2.0).');
    const slow = await probeVideo(await video('slow.mp4', '320x240', 15, H264));
    expect(german(dgsVideoProblem(slow)!)).toBe('Das Video hat 15 Bilder pro Sekunde. Ein Video in Gebärdensprache braucht mindestens 25 (BITV 2.0).');
  });

  it('refuses a format not every browser plays (MPEG-4 Part 2 in AVI)', async () => {
    const facts = await probeVideo(await video('old.avi', '320x240', 25, ['-c:v', 'mpeg4', '-c:a', 'mp3']));
    expect(german(dgsVideoProblem(facts)!)).toMatch(/^Dieses Videoformat spielen nicht alle Browser ab\./);
  });

  it('refuses a file that is no video, and a picture without a video stream', async () => {
    const text = path.join(dir, 'text.mp4');
    await writeFile(text, 'kein Video, nur Text');
    await expect(probeVideo(text)).rejects.toThrow(NOT_A_VIDEO);
    const sound = path.join(dir, 'sound.mp4');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '1', '-c:a', 'aac', '-y', sound]);
    await expect(probeVideo(sound)).rejects.toThrow(NOT_A_VIDEO);
  });
});
