import { z } from 'zod';
import { Id } from './common.js';
import { CONTENT_BLOCKS, PAGE_CONTENT, type ContentBlock } from './org-content.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Videos in Deutsche Gebärdensprache (DGS) of an organisation (docs/product.md §23.3): one per
 *  explanation that BITV 2.0 § 4 with Anlage 2 Teil 2 asks for — the main content (`inhalt`), the
 *  navigation (`navigation`), the accessibility statement's main content (`barrierefreiheit`) and
 *  where more information in DGS and Leichte Sprache is (`weitere`). */
export const DGS_SLOTS = ['inhalt', 'navigation', 'barrierefreiheit', 'weitere'] as const;
export type DgsExplanation = (typeof DGS_SLOTS)[number];

/** Whether block `block` of the page content may have a video beside it: the Markdown blocks
 *  (sections of prose, not headings or button labels) of the start, topic and tram pages, the
 *  blocks that have variants (org-content-variants.ts, docs/product.md §23.2, §23.3). */
export const hasDgsVideo = (block: ContentBlock | undefined): block is ContentBlock => block?.kind === 'markdown' && block.variants;
/** The blocks that may have a video, in the editor's order. */
export const DGS_BLOCKS: readonly string[] = PAGE_CONTENT.flatMap((p) => p.blocks.filter(hasDgsVideo).map((b) => b.key));

/** Whether `slot` names a video an organisation may keep: one of the four explanations or a
 *  block of DGS_BLOCKS by its key (`start.lead`). */
export const isDgsSlot = (slot: string): boolean => (DGS_SLOTS as readonly string[]).includes(slot) || hasDgsVideo(CONTENT_BLOCKS.get(slot));
/** A slot: an explanation (`inhalt`) or a block of the page content (`start.lead`). */
export const DgsSlot = z.string().superRefine((slot, ctx) => {
  if (isDgsSlot(slot)) return;
  ctx.addIssue({
    code: 'custom',
    message: slot.includes('.') ? fieldMessage('videoSlotNotAllowed', { slot }) : FIELD_MESSAGES.videoSlotUnknown,
  });
});
export type DgsSlot = string;

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

/** The stored videos of an organisation, the explanations in the order of DGS_SLOTS, then the
 *  blocks' in the order of DGS_BLOCKS; slots without one are left out. */
export const DgsVideos = z.array(DgsVideo);
export type DgsVideos = z.infer<typeof DgsVideos>;

/** The order of the slots in a list of videos (DgsVideos). */
export const dgsSlotOrder = (slot: string): number => {
  const explanation = (DGS_SLOTS as readonly string[]).indexOf(slot);
  return explanation >= 0 ? explanation : DGS_SLOTS.length + DGS_BLOCKS.indexOf(slot);
};

/** Where a video plays and downloads (GET /dgs/video/{file}), from the web app's origin. */
export const dgsVideoUrl = (file: string) => `/api/v1/dgs/video/${encodeURIComponent(file)}`;
/** Where a video's captions are (GET /dgs/captions/{file}). */
export const dgsCaptionsUrl = (file: string) => `/api/v1/dgs/captions/${encodeURIComponent(file)}`;

/** A file size for a download link: megabytes (1 MB = 1024 × 1024 bytes, as the upload limits
 *  count) with one decimal, in German '12,3 MB' (`locale`, an Intl locale, writes the number
 *  otherwise: 'en-GB' '12.3 MB'); below 0.1 MB in kilobytes, '48 KB'. */
export function fileSizeText(bytes: number, locale = 'de-DE'): string {
  const mb = bytes / (1024 * 1024);
  if (mb < 0.1) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`;
  return `${mb.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/** A playing time as minutes and seconds, '2:35' (rounded to whole seconds; '0:01' at least). */
export function playingTimeText(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
