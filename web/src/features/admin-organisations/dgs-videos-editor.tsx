import { DGS_SLOTS, DGS_VIDEO_MAX_BYTES, fileSizeText, playingTimeText, type DgsSlot, type DgsVideo } from '@mitmachkarte/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Button, ProgressBar } from 'react-bootstrap';
import { videoFormatOf } from '../../components/dgs/dgs-video';
import * as de from '../../i18n/de/dgs';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { dgsVideosAdminQueryOptions, useRemoveDgsCaptions, useRemoveDgsVideo, useUploadDgsCaptions, useUploadDgsVideo } from './api';

const t = de.dgsEditor;

/** The server's German reason of a failure, else the general one. */
const reasonOf = (err: unknown) => (err instanceof ApiError && err.message ? err.message : t.failed);

/** The file chosen in `e`'s input; the input is emptied, so that the same file can be chosen again. */
function takeFile(e: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = e.target.files?.[0];
  e.target.value = '';
  return file;
}

/** One explanation: its video (format, size, playing time, pixels), upload with a progress bar,
 *  the server's reason at the field when it refuses, removal; its captions. */
function SlotEditor({ orgId, slot, video }: { orgId: string; slot: DgsSlot; video: DgsVideo | undefined }) {
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const upload = useUploadDgsVideo(orgId);
  const remove = useRemoveDgsVideo(orgId);
  const uploadCaptions = useUploadDgsCaptions(orgId);
  const removeCaptions = useRemoveDgsCaptions(orgId);
  const pending = upload.isPending || remove.isPending || uploadCaptions.isPending || removeCaptions.isPending;
  const key = dgsVideosAdminQueryOptions(orgId).queryKey;
  const id = `dgs-${slot}`;
  const done = (message: string) => (list: DgsVideo[]) => {
    qc.setQueryData(key, list);
    setError(undefined);
    showAlert('success', message);
  };
  const failed = (err: unknown) => setError(reasonOf(err));

  const chooseVideo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = takeFile(e);
    if (!file) return;
    if (file.size > DGS_VIDEO_MAX_BYTES) return setError(t.tooLarge);
    setError(undefined);
    setProgress(0);
    upload.mutate({ slot, file, onProgress: setProgress }, { onSuccess: done(t.saved), onError: failed, onSettled: () => setProgress(undefined) });
  };
  const chooseCaptions = (e: ChangeEvent<HTMLInputElement>) => {
    const file = takeFile(e);
    if (file) uploadCaptions.mutate({ slot, file }, { onSuccess: done(t.captionsSaved), onError: failed });
  };
  const sent = progress === undefined ? 0 : Math.round(progress * 100);

  return (
    <li className="card mb-3">
      <div className="card-body" role="group" aria-labelledby={`${id}-title`} aria-describedby={error ? `${id}-error` : undefined}>
        <h4 id={`${id}-title`} className="h6">{de.dgs.slots[slot]}</h4>
        <p className="mb-2" id={`${id}-state`}>
          {video ? t.stored(videoFormatOf(video.Type), fileSizeText(video.Bytes), playingTimeText(video.DurationMs), video.Width, video.Height) : t.none}
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <input type="file" id={`${id}-file`} accept="video/mp4,video/webm" className="visually-hidden" onChange={chooseVideo} disabled={pending}
            aria-describedby={`${id}-state${error ? ` ${id}-error` : ''}`} />
          <label htmlFor={`${id}-file`} className={`btn btn-sm btn-outline-primary mb-0${pending ? ' disabled' : ''}`}>
            {video ? t.replace : t.choose}
          </label>
          {video && <Button size="sm" variant="outline-danger" disabled={pending}
            onClick={() => remove.mutate(slot, { onSuccess: done(t.removed), onError: failed })}>{t.remove}</Button>}
        </div>
        {progress !== undefined && (
          <div className="mt-2" role="status">
            <ProgressBar now={sent} label={`${sent} %`} aria-label={t.video} />
            <div className="form-text">{sent < 100 ? t.uploading(sent) : t.checking}</div>
          </div>
        )}
        {error && <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">{error}</div>}
        {video && (
          <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
            <span>{t.captions}: {video.CaptionsUrl ? t.captionsStored : t.captionsNone}</span>
            <input type="file" id={`${id}-captions`} accept=".vtt,text/vtt" className="visually-hidden" onChange={chooseCaptions} disabled={pending} />
            <label htmlFor={`${id}-captions`} className={`btn btn-sm btn-outline-secondary mb-0${pending ? ' disabled' : ''}`}>{t.captionsChoose}</label>
            {video.CaptionsUrl && <Button size="sm" variant="outline-danger" disabled={pending}
              onClick={() => removeCaptions.mutate(slot, { onSuccess: done(t.captionsRemoved), onError: failed })}>{t.captionsRemove}</Button>}
          </div>
        )}
      </div>
    </li>
  );
}

/** The section „Gebärdensprache (DGS)“ of an organisation (docs/product.md §23.3): one entry per
 *  explanation that BITV 2.0 § 4 asks for. Saved at once, not part of the form's draft. */
export function DgsVideosEditor({ orgId }: { orgId: string }) {
  const videos = useQuery(dgsVideosAdminQueryOptions(orgId));
  return (
    <section aria-labelledby="org-dgs-title" className="mb-4">
      <h3 id="org-dgs-title" className="h5">{t.title}</h3>
      <p className="form-text">{t.help}</p>
      {videos.isError && <p className="text-danger">{t.loadFailed}</p>}
      {videos.isSuccess && (
        <ul className="list-unstyled">
          {DGS_SLOTS.map((slot) => <SlotEditor key={slot} orgId={orgId} slot={slot} video={videos.data.find((v) => v.Slot === slot)} />)}
        </ul>
      )}
    </section>
  );
}
