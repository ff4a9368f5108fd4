import type { Readable } from 'node:stream';
import { DGS_VIDEO_MAX_BYTES, type DgsSlot, type DgsVideos } from '@mitmachkarte/contract';
import { canManageOrganisations } from '../../access/account.rules.js';
import type { Actor } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import type { Db } from '../../db/database.js';
import type { DgsVideosTable } from '../../db/schema.js';
import { conflict, notFound, validation } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import { inTransaction } from '../../lib/transaction.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ByteRange, ImageStore } from '../images/image-store.js';
import { parseByteRange } from './byte-range.js';
import { findOrganisation, getOrganisationIdOfHost } from '../organisations/organisations.service.js';
import { dgsVideoChanged } from './dgs-videos-audit.js';
import { presentDgsVideos } from './dgs-videos.presenter.js';
import { deleteDgsVideoRow, findDgsVideoByFile, findDgsVideoRow, listDgsVideoRows, replaceDgsVideoRow, updateCaptionsBytes } from './dgs-videos.repository.js';
import { receiveToTempFile } from './video-upload.js';
import { dgsVideoProblem, probeVideo } from './video-probe.js';
import { webVttProblem } from './webvtt.js';
import { say } from '../../i18n/messages.js';

/** Videos in Deutsche Gebärdensprache of an organisation (docs/product.md §23.3; BITV 2.0 § 4,
 *  Anlage 2 Teil 2): written by holders of `orgmanager` (access/account.rules.ts), shown to
 *  everyone. Every change is recorded in the audit log. */

export const VIDEO_TOO_LARGE = say('videoTooLarge');
export const NO_VIDEO_YET = say('noVideoYet');

const CONTENT_TYPE: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' };

/** The organisation's videos for its editor (orgmanager; 403/401 before 404 for an unknown id). */
export async function listDgsVideos(db: Db, actor: Actor, organisationId: string): Promise<DgsVideos> {
  requireAccess(actor, canManageOrganisations(actor));
  await findOrganisation(db, organisationId);
  return presentDgsVideos(await listDgsVideoRows(db, organisationId));
}

/** The videos of the organisation serving `host` (GET /dgs/videos, public); none without one. */
export async function listDgsVideosOfHost(db: Db, host: string | undefined): Promise<DgsVideos> {
  const id = await getOrganisationIdOfHost(db, host);
  return id ? presentDgsVideos(await listDgsVideoRows(db, id)) : [];
}

/** POST /admin/organisation/{id}/videos/{slot}: the raw bytes of `body` (Content-Length
 *  `declared`) become the slot's video. Rights and the organisation are checked before a byte is
 *  read (401/403, 404); the body is written to a temporary file (413 beyond DGS_VIDEO_MAX_BYTES)
 *  and checked by ffprobe (video-probe.ts: 400 with its German reason for anything but an MP4 or
 *  WebM browsers play of at least 320 × 240 px at 25 fps, BITV 2.0 Anlage 2 Teil 1). Refused
 *  uploads store nothing. The file goes to the image store under a new id; the slot's earlier
 *  video (and its captions) is removed after the row changed. Answers every video of the
 *  organisation. */
export async function setDgsVideo(db: Db, store: ImageStore, actor: Actor, organisationId: string, slot: DgsSlot, body: Readable, declared: number | undefined): Promise<DgsVideos> {
  requireAccess(actor, canManageOrganisations(actor));
  await findOrganisation(db, organisationId);
  const upload = await receiveToTempFile(body, declared, DGS_VIDEO_MAX_BYTES, VIDEO_TOO_LARGE);
  try {
    const facts = await probeVideo(upload.file).catch((err: unknown) => {
      throw validation((err as Error).message);
    });
    const problem = dgsVideoProblem(facts);
    if (problem) throw validation(problem);
    const row: DgsVideosTable = {
      organisation_id: organisationId, slot, file_id: newId(), content_type: CONTENT_TYPE[facts.container]!, bytes: upload.size,
      duration_ms: facts.durationMs, width: facts.width, height: facts.height, captions_bytes: null, created_at: nowIso(), uploaded_by: actor.userId,
    };
    await store.putFile(row.file_id, 'video', upload.file, upload.size);
    let before: DgsVideosTable | undefined;
    try {
      before = await inTransaction(db, async (trx) => {
        // Read again inside: the organisation may have been deleted while the video was checked.
        await findOrganisation(trx, organisationId);
        const old = await findDgsVideoRow(trx, organisationId, slot);
        await replaceDgsVideoRow(trx, row);
        await recordAudit(trx, actor, dgsVideoChanged(organisationId, slot, old, row));
        return old;
      });
    } catch (err) {
      await store.delete(row.file_id);
      throw err;
    }
    if (before) await store.delete(before.file_id);
  } finally {
    await upload.remove();
  }
  return presentDgsVideos(await listDgsVideoRows(db, organisationId));
}

/** DELETE /admin/organisation/{id}/videos/{slot}: the slot has no video any more (its files go
 *  from the store). Removing none changes nothing. */
export async function removeDgsVideo(db: Db, store: ImageStore, actor: Actor, organisationId: string, slot: DgsSlot): Promise<DgsVideos> {
  requireAccess(actor, canManageOrganisations(actor));
  const removed = await inTransaction(db, async (trx) => {
    await findOrganisation(trx, organisationId);
    const old = await findDgsVideoRow(trx, organisationId, slot);
    if (!old) return undefined;
    await deleteDgsVideoRow(trx, organisationId, slot);
    await recordAudit(trx, actor, dgsVideoChanged(organisationId, slot, old, undefined));
    return old;
  });
  if (removed) await store.delete(removed.file_id);
  return presentDgsVideos(await listDgsVideoRows(db, organisationId));
}

/** POST /admin/organisation/{id}/videos/{slot}/captions: `bytes` (a WebVTT file, webvtt.ts; 400
 *  otherwise) become the captions of the slot's video, replacing earlier ones. 409 while the slot
 *  has no video. */
export async function setDgsCaptions(db: Db, store: ImageStore, actor: Actor, organisationId: string, slot: DgsSlot, bytes: Buffer): Promise<DgsVideos> {
  requireAccess(actor, canManageOrganisations(actor));
  await findOrganisation(db, organisationId);
  const problem = webVttProblem(bytes);
  if (problem) throw validation(problem);
  const video = await findDgsVideoRow(db, organisationId, slot);
  if (!video) throw conflict(NO_VIDEO_YET);
  await store.put(video.file_id, 'captions', bytes);
  await changeCaptions(db, actor, organisationId, slot, bytes.length);
  return presentDgsVideos(await listDgsVideoRows(db, organisationId));
}

/** DELETE /admin/organisation/{id}/videos/{slot}/captions: the slot's video plays without
 *  captions. The file stays in the store with the video (it is overwritten by new captions and
 *  goes with the video). Removing none changes nothing. */
export async function removeDgsCaptions(db: Db, actor: Actor, organisationId: string, slot: DgsSlot): Promise<DgsVideos> {
  requireAccess(actor, canManageOrganisations(actor));
  await findOrganisation(db, organisationId);
  await changeCaptions(db, actor, organisationId, slot, null);
  return presentDgsVideos(await listDgsVideoRows(db, organisationId));
}

/** Sets the captions' size of the slot's video and records it, if the video (still) exists. */
async function changeCaptions(db: Db, actor: Actor, organisationId: string, slot: DgsSlot, bytes: number | null): Promise<void> {
  await inTransaction(db, async (trx) => {
    const old = await findDgsVideoRow(trx, organisationId, slot);
    if (!old || (old.captions_bytes === null && bytes === null)) return;
    await updateCaptionsBytes(trx, organisationId, slot, bytes);
    await recordAudit(trx, actor, dgsVideoChanged(organisationId, slot, old, { ...old, captions_bytes: bytes }));
  });
}

export const VIDEO_NOT_FOUND = say('videoNotFound');

/** A stored file as GET /dgs/video/{file} and /dgs/captions/{file} send it: its type, whole
 *  size, and the bytes asked for (`range`: the part; 'unsatisfiable': none, answered 416). */
export type DgsFile = { type: string; total: number; range?: ByteRange } & ({ stream: Readable; size: number } | { unsatisfiable: true });

/** The video `fileId` (or its captions), public like the pages that show them (docs/security.md,
 *  Images). `rangeHeader`: the request's Range (byte-range.ts). NOT_FOUND for an id no video has
 *  (any more), captions of a video without, and a file missing in the store. */
export async function getDgsFile(db: Db, store: ImageStore, fileId: string, variant: 'video' | 'captions', rangeHeader: string | undefined): Promise<DgsFile> {
  const row = await findDgsVideoByFile(db, fileId);
  const total = row && (variant === 'video' ? Number(row.bytes) : row.captions_bytes);
  if (!row || total === null || total === undefined) throw notFound(VIDEO_NOT_FOUND);
  const type = variant === 'video' ? row.content_type : 'text/vtt; charset=utf-8';
  const range = variant === 'video' ? parseByteRange(rangeHeader, total) : undefined;
  if (range === 'unsatisfiable') return { type, total, unsatisfiable: true };
  const file = await store.get(fileId, variant, range);
  if (!file) throw notFound(VIDEO_NOT_FOUND);
  return { type, total, range, stream: file.stream, size: file.size };
}
