import { fileSizeText, playingTimeText, type DgsVideo } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/dgs';
import { useCurrentLanguage, useT } from '../../i18n/runtime';
import { LOCALES } from '../../lib/format';
import { DgsLogo } from './dgs-logo';
import './dgs-video.css';

/** 'MP4' or 'WebM' for a video's type. */
export const videoFormatOf = (type: string) => (type === 'video/webm' ? 'WebM' : 'MP4');

/** A video in Deutsche Gebärdensprache as BITV 2.0 Anlage 2 asks (docs/product.md §23.3): the
 *  browser's player (`controls`, only its metadata loaded before playing; the server answers Range
 *  requests, so it seeks), German captions when the organisation gave them, the DGS sign and a
 *  link to download the file that states format, size and playing time. `label` names the video
 *  for screen readers (the explanation's heading). For any screen that shows an explanation. */
export function DgsVideoPlayer({ video, label }: { video: DgsVideo; label: string }) {
  const t = useT('dgs', de.dgs);
  const locale = LOCALES[useCurrentLanguage()];
  return (
    <figure className="dgs-video">
      <video controls preload="metadata" width={video.Width} height={video.Height} aria-label={label}>
        <source src={video.Url} type={video.Type} />
        {video.CaptionsUrl && <track kind="captions" src={video.CaptionsUrl} srcLang="de" label={t('captions')} />}
      </video>
      <figcaption className="d-flex align-items-center gap-2 mt-2">
        <DgsLogo size={32} />
        <a href={video.Url} download>{t('download', { format: videoFormatOf(video.Type), size: fileSizeText(video.Bytes, locale), time: playingTimeText(video.DurationMs) })}</a>
      </figcaption>
    </figure>
  );
}
