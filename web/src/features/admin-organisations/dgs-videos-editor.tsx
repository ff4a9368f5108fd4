import { DGS_SLOTS, DGS_VIDEO_MAX_BYTES, fileSizeText, playingTimeText, type DgsSlot, type DgsVideo } from '@mitmachkarte/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { Button, ProgressBar } from 'react-bootstrap';
import { videoFormatOf } from '../../components/dgs/dgs-video';
import * as de from '../../i18n/de/dgs';
import { translateNow, useCurrentLanguage, useT } from '../../i18n/runtime';
import { LOCALES } from '../../lib/format';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { dgsVideosAdminQueryOptions, useRemoveDgsCaptions, useRemoveDgsVideo, useUploadDgsCaptions, useUploadDgsVideo } from './api';

/** The server's reason of a failure, else the general one. */
const reasonOf = (err: unknown) => (err instanceof ApiError && err.message ? err.message : translateNow('dgsEditor', de.dgsEditor, 'failed'));

/** The file chosen in `e`'s input; the input is emptied, so that the same file can be chosen again. */
function takeFile(e: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = e.target.files?.[0];
  e.target.value = '';
  return file;
}

type SlotEditorProps = {
  orgId: string;
  slot: DgsSlot;
  video: DgsVideo | undefined;
  /** The group's heading: the explanation, or the block beside which the video stands. */
  title: string;
  /** The upload's label while there is no video (default „Video hochladen“). */
  chooseLabel?: string;
  /** 'li' in the list of explanations, 'div' beside a block of the page content. */
  as?: 'li' | 'div';
};

/** One slot (an explanation or a block of the page content, docs/product.md §23.3): its video
 *  (format, size, playing time, pixels), upload with a progress bar, the server's reason at the
 *  field when it refuses, removal; its captions. Saved at once. */
export function SlotEditor({ orgId, slot, video, title, chooseLabel, as: Tag = 'li' }: SlotEditorProps) {
  const t = useT('dgsEditor', de.dgsEditor);
  const locale = LOCALES[useCurrentLanguage()];
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | undefined>();
  const upload = useUploadDgsVideo(orgId);
  const remove = useRemoveDgsVideo(orgId);
  const uploadCaptions = useUploadDgsCaptions(orgId);
  const removeCaptions = useRemoveDgsCaptions(orgId);
  const pending = upload.isPending || remove.isPending || uploadCaptions.isPending || removeCaptions.isPending;
  const key = dgsVideosAdminQueryOptions(orgId).queryKey;
  const id = `dgs-${slot.replaceAll('.', '-')}`;
  const done = (message: string) => (list: DgsVideo[]) => {
    qc.setQueryData(key, list);
    setError(undefined);
    showAlert('success', message);
  };
  const failed = (err: unknown) => setError(reasonOf(err));

  const chooseVideo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = takeFile(e);
    if (!file) return;
    if (file.size > DGS_VIDEO_MAX_BYTES) return setError(t('tooLarge'));
    setError(undefined);
    setProgress(0);
    upload.mutate({ slot, file, onProgress: setProgress }, { onSuccess: done(t('saved')), onError: failed, onSettled: () => setProgress(undefined) });
  };
  const chooseCaptions = (e: ChangeEvent<HTMLInputElement>) => {
    const file = takeFile(e);
    if (file) uploadCaptions.mutate({ slot, file }, { onSuccess: done(t('captionsSaved')), onError: failed });
  };
  const sent = progress === undefined ? 0 : Math.round(progress * 100);

  return (
    <Tag className="card mb-3">
      <div className="card-body" role="group" aria-labelledby={`${id}-title`} aria-describedby={error ? `${id}-error` : undefined}>
        <h4 id={`${id}-title`} className="h6">{title}</h4>
        <p className="mb-2" id={`${id}-state`}>
          {video ? t('stored', { format: videoFormatOf(video.Type), size: fileSizeText(video.Bytes, locale), time: playingTimeText(video.DurationMs), width: video.Width, height: video.Height }) : t('none')}
        </p>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <input type="file" id={`${id}-file`} accept="video/mp4,video/webm" className="visually-hidden" onChange={chooseVideo} disabled={pending}
            aria-describedby={`${id}-state${error ? ` ${id}-error` : ''}`} />
          <label htmlFor={`${id}-file`} className={`btn btn-sm btn-outline-primary mb-0${pending ? ' disabled' : ''}`}>
            {video ? t('replace') : chooseLabel ?? t('choose')}
          </label>
          {video && <Button size="sm" variant="outline-danger" disabled={pending}
            onClick={() => remove.mutate(slot, { onSuccess: done(t('removed')), onError: failed })}>{t('remove')}</Button>}
        </div>
        {progress !== undefined && (
          <div className="mt-2" role="status">
            <ProgressBar now={sent} label={`${sent} %`} aria-label={t('video')} />
            <div className="form-text">{sent < 100 ? t('uploading', { percent: sent }) : t('checking')}</div>
          </div>
        )}
        {error && <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">{error}</div>}
        {video && (
          <div className="d-flex flex-wrap align-items-center gap-2 mt-2">
            <span>{t('captions')}: {video.CaptionsUrl ? t('captionsStored') : t('captionsNone')}</span>
            <input type="file" id={`${id}-captions`} accept=".vtt,text/vtt" className="visually-hidden" onChange={chooseCaptions} disabled={pending} />
            <label htmlFor={`${id}-captions`} className={`btn btn-sm btn-outline-secondary mb-0${pending ? ' disabled' : ''}`}>{t('captionsChoose')}</label>
            {video.CaptionsUrl && <Button size="sm" variant="outline-danger" disabled={pending}
              onClick={() => removeCaptions.mutate(slot, { onSuccess: done(t('captionsRemoved')), onError: failed })}>{t('captionsRemove')}</Button>}
          </div>
        )}
      </div>
    </Tag>
  );
}

/** The section „Gebärdensprache (DGS)“ of an organisation (docs/product.md §23.3): one entry per
 *  explanation that BITV 2.0 § 4 asks for. Saved at once, not part of the form's draft. */
export function DgsVideosEditor({ orgId }: { orgId: string }) {
  const t = useT('dgsEditor', de.dgsEditor);
  const td = useT('dgs', de.dgs);
  const videos = useQuery(dgsVideosAdminQueryOptions(orgId));
  return (
    <section aria-labelledby="org-dgs-title" className="mb-4">
      <h3 id="org-dgs-title" className="h5">{t('title')}</h3>
      <p className="form-text">{t('help')}</p>
      {videos.isError && <p className="text-danger">{t('loadFailed')}</p>}
      {videos.isSuccess && (
        <ul className="list-unstyled">
          {DGS_SLOTS.map((slot) => <SlotEditor key={slot} orgId={orgId} slot={slot} title={td(`slot_${slot}`)} video={videos.data.find((v) => v.Slot === slot)} />)}
        </ul>
      )}
    </section>
  );
}
