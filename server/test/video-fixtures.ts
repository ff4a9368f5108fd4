import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** An MP4 (H.264, AAC) made by ffmpeg from its test picture and a tone: `size` e.g. '320x240',
 *  `fps` frames per second, `seconds` long. The bytes of a real video for the DGS tests. */
export async function makeVideo(size = '320x240', fps = 25, seconds = 1): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'dgs-fixture-'));
  try {
    const file = path.join(dir, 'clip.mp4');
    await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${fps}`, '-f', 'lavfi', '-i', 'sine=frequency=440',
      '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-y', file]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Captions that pass the check: a WebVTT file with one cue. */
export const WEBVTT = Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHallo, hier erklären wir die Seite.\n');
