import { CONTENT_BLOCKS, contentBlockName, fileSizeText, playingTimeText, type DgsExplanation, type DgsSlot } from '@mitmachkarte/contract';
import type { DgsVideosTable } from '../../db/schema.js';
import type { AuditChange } from '../audit/audit.service.js';

/** The texts of the audit entries of DGS videos (docs/product.md §16.4, §23.3): pure functions. */

/** The explanations by slot, as the audit log names them. */
const SLOT_NAMES: Record<DgsExplanation, string> = {
  inhalt: 'Hauptinhalte', navigation: 'Navigation', barrierefreiheit: 'Erklärung zur Barrierefreiheit', weitere: 'Weitere Informationen',
};

/** An explanation by its name, a block of the page content by its page and label. */
const slotName = (slot: DgsSlot) => {
  const block = CONTENT_BLOCKS.get(slot);
  return block ? contentBlockName(block) : SLOT_NAMES[slot as DgsExplanation];
};

const videoText = (row: DgsVideosTable) =>
  `${row.content_type === 'video/webm' ? 'WebM' : 'MP4'}, ${fileSizeText(Number(row.bytes))}, ${playingTimeText(Number(row.duration_ms))} Minuten, ${row.width} × ${row.height} Pixel${row.captions_bytes === null ? '' : ', mit Untertiteln'}`;

const target = (organisationId: string) => ({ targetType: 'organisation', targetId: organisationId, workspaceId: null });

/** The entry of a change of a slot's video or captions: `before` and `after` the rows (undefined: none). */
export function dgsVideoChanged(organisationId: string, slot: DgsSlot, before: DgsVideosTable | undefined, after: DgsVideosTable | undefined): AuditChange {
  const what = !after ? 'entfernt' : !before || before.file_id !== after.file_id ? 'hochgeladen'
    : after.captions_bytes === null ? 'Untertitel entfernt' : 'Untertitel hochgeladen';
  return {
    ...target(organisationId),
    action: 'organisation.dgs_video',
    summary: `Video in Gebärdensprache „${slotName(slot)}“: ${what}`,
    before: before ? videoText(before) : '',
    after: after ? videoText(after) : '',
  };
}
