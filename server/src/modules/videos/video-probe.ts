import { execFile } from 'node:child_process';
import { german, say, type ServerMessage } from '../../i18n/messages.js';

/** What ffprobe tells of an uploaded video, and whether it may serve as a video in Deutsche
 *  Gebärdensprache (DGS) on the site: BITV 2.0 Anlage 2 Teil 1 asks for at least 320 × 240 pixels
 *  and 25 frames per second; it must also play in every current browser (MP4 with H.264 or AV1,
 *  WebM with VP8, VP9 or AV1). docs/product.md §23.3. */

/** The facts of one video: container ('mp4' | 'webm', else the ffprobe format name), video codec,
 *  size in pixels, frames per second, playing time in ms, whether it has sound. */
export interface VideoFacts {
  container: string;
  codec: string;
  width: number;
  height: number;
  fps: number;
  durationMs: number;
  audio: boolean;
}

/** The least a DGS video must have (BITV 2.0 Anlage 2 Teil 1). */
export const DGS_MIN = { width: 320, height: 240, fps: 25 } as const;
/** The video codecs browsers play, per container. */
const PLAYABLE: Record<string, readonly string[]> = { mp4: ['h264', 'av1'], webm: ['vp8', 'vp9', 'av1'] };
/** ffprobe reads at most this long: a file that keeps it busy longer is no video to take. */
const PROBE_TIMEOUT_MS = 15_000;

/** German, as the message of the Error probeVideo throws; the error handler reads it back. */
export const NOT_A_VIDEO = german(say('notAVideo'));

type ProbeJson = {
  streams?: { codec_type?: string; codec_name?: string; width?: number; height?: number; avg_frame_rate?: string; r_frame_rate?: string }[];
  format?: { format_name?: string; duration?: string; tags?: Record<string, string> };
};

/** "25/1", "30000/1001" → frames per second; 0 for "0/0" or nonsense. */
const rate = (r: string | undefined) => {
  const [n, d] = (r ?? '').split('/').map(Number);
  return n && d && Number.isFinite(n / d) ? n / d : 0;
};

/** Reads the facts of the video in the local file `path` with ffprobe (only the file protocol,
 *  15 s at most). Throws Error(NOT_A_VIDEO) for a file ffprobe cannot read or without a video
 *  stream. */
export async function probeVideo(path: string): Promise<VideoFacts> {
  const json = await new Promise<string>((resolve, reject) => {
    execFile('ffprobe', ['-v', 'error', '-protocol_whitelist', 'file', '-print_format', 'json', '-show_format', '-show_streams', path],
      { timeout: PROBE_TIMEOUT_MS, maxBuffer: 1 << 20, windowsHide: true },
      (err, stdout) => (err ? reject(new Error(NOT_A_VIDEO)) : resolve(stdout)));
  });
  let data: ProbeJson;
  try {
    data = JSON.parse(json) as ProbeJson;
  } catch {
    throw new Error(NOT_A_VIDEO);
  }
  const video = data.streams?.find((s) => s.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error(NOT_A_VIDEO);
  const names = (data.format?.format_name ?? '').split(',');
  // MP4 and QuickTime share ffprobe's format name; the file's brand tells them apart.
  const brand = data.format?.tags?.major_brand?.trim() ?? '';
  const container = names.includes('webm') ? 'webm' : names.includes('mp4') && brand !== 'qt' ? 'mp4' : names[0] ?? '';
  return {
    container,
    codec: video.codec_name ?? '',
    width: video.width,
    height: video.height,
    fps: rate(video.avg_frame_rate) || rate(video.r_frame_rate),
    durationMs: Math.round(Number(data.format?.duration ?? 0) * 1000),
    audio: data.streams?.some((s) => s.codec_type === 'audio') ?? false,
  };
}

/** Why `facts` cannot serve as a DGS video, in German, or undefined when it can. */
export function dgsVideoProblem(facts: VideoFacts): ServerMessage | undefined {
  if (!PLAYABLE[facts.container]?.includes(facts.codec)) {
    return say('videoFormat');
  }
  if (facts.width < DGS_MIN.width || facts.height < DGS_MIN.height) {
    return say('videoTooSmall', { width: facts.width, height: facts.height, minWidth: DGS_MIN.width, minHeight: DGS_MIN.height });
  }
  // ffprobe's averages of exact 25 fps may come as 24.99…
  if (facts.fps < DGS_MIN.fps - 0.01) {
    return say('videoTooSlow', { fps: facts.fps.toLocaleString('de-DE', { maximumFractionDigits: 2 }), minFps: DGS_MIN.fps });
  }
  if (facts.durationMs <= 0) return say('notAVideo');
  return undefined;
}
