import { z } from 'zod';
import { Id } from './common.js';

/** Videos in Deutsche Gebärdensprache (DGS) of an organisation (docs/product.md §23.3): one per
 *  explanation that BITV 2.0 § 4 with Anlage 2 Teil 2 asks for — the main content (`inhalt`), the
 *  navigation (`navigation`), the accessibility statement's main content (`barrierefreiheit`) and
 *  where more information in DGS and Leichte Sprache is (`weitere`). */
export const DGS_SLOTS = ['inhalt', 'navigation', 'barrierefreiheit', 'weitere'] as const;
export const DgsSlot = z.enum(DGS_SLOTS, { message: 'Diese Erklärung in Gebärdensprache gibt es nicht.' });
export type DgsSlot = z.infer<typeof DgsSlot>;

/** Largest video upload in bytes (200 MB: a few minutes of DGS in good quality). */
export const DGS_VIDEO_MAX_BYTES = 200 * 1024 * 1024;
/** Largest captions file (WebVTT) in bytes. */
export const DGS_CAPTIONS_MAX_BYTES = 512 * 1024;
/** Content types of the raw bytes of a video upload; what the bytes are decides ffprobe. */
export const DGS_VIDEO_UPLOAD_TYPES = ['application/octet-stream', 'video/mp4', 'video/webm'];
/** Content types of the raw bytes of a captions upload. */
export const DGS_CAPTIONS_UPLOAD_TYPES = ['application/octet-stream', 'text/vtt', 'text/plain'];

/** Path parameters of /admin/organisation/{id}/videos/{slot}. */
export const DgsVideoParams = z.object({ id: Id, slot: DgsSlot });
/** Path parameters of GET /dgs/file/{file} and /dgs/captions/{file}. */
export const DgsFileParams = z.object({ file: Id });

/** One stored video: where it plays (`Url`, public, takes Range requests), its type
 *  (video/mp4 or video/webm), size in bytes, playing time in ms, size in pixels, and its
 *  captions' address (WebVTT) or null. */
export const DgsVideo = z.object({
  Slot: DgsSlot,
  Url: z.string(),
  Type: z.string(),
  Bytes: z.number().int(),
  DurationMs: z.number().int(),
  Width: z.number().int(),
  Height: z.number().int(),
  CaptionsUrl: z.string().nullable(),
});
export type DgsVideo = z.infer<typeof DgsVideo>;

/** The stored videos of an organisation, in the order of DGS_SLOTS; slots without one are left out. */
export const DgsVideos = z.array(DgsVideo);
export type DgsVideos = z.infer<typeof DgsVideos>;

/** Where a video plays and downloads (GET /dgs/video/{file}), from the web app's origin. */
export const dgsVideoUrl = (file: string) => `/api/v1/dgs/video/${encodeURIComponent(file)}`;
/** Where a video's captions are (GET /dgs/captions/{file}). */
export const dgsCaptionsUrl = (file: string) => `/api/v1/dgs/captions/${encodeURIComponent(file)}`;

/** A file size in German for a download link: megabytes (1 MB = 1024 × 1024 bytes, as the upload
 *  limits count) with one decimal, '12,3 MB'; below 0.1 MB in kilobytes, '48 KB'. */
export function fileSizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb < 0.1) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${mb.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/** A playing time as minutes and seconds, '2:35' (rounded to whole seconds; '0:01' at least). */
export function playingTimeText(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
