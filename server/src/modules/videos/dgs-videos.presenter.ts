import { dgsCaptionsUrl, dgsSlotOrder, dgsVideoUrl, type DgsVideo } from '@mitmachkarte/contract';
import type { DgsVideosTable } from '../../db/schema.js';

/** A stored video as the wire shows it (docs/product.md §23.3): public addresses, no uploader. */
export const presentDgsVideo = (row: DgsVideosTable): DgsVideo => ({
  Slot: row.slot,
  Url: dgsVideoUrl(row.file_id),
  Type: row.content_type,
  Bytes: Number(row.bytes),
  DurationMs: Number(row.duration_ms),
  Width: Number(row.width),
  Height: Number(row.height),
  CaptionsUrl: row.captions_bytes === null ? null : dgsCaptionsUrl(row.file_id),
});

/** The videos of `rows`: the explanations in the order of DGS_SLOTS, then the page content's
 *  blocks in the editor's order (contract dgsSlotOrder). */
export const presentDgsVideos = (rows: readonly DgsVideosTable[]): DgsVideo[] =>
  [...rows].sort((a, b) => dgsSlotOrder(a.slot) - dgsSlotOrder(b.slot)).map(presentDgsVideo);
