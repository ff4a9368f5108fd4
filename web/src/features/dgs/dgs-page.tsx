import { DGS_SLOTS } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { DgsLogo } from '../../components/dgs/dgs-logo';
import { DgsVideoPlayer } from '../../components/dgs/dgs-video';
import * as de from '../../i18n/de/dgs';
import { useT } from '../../i18n/runtime';
import { dgsVideosQueryOptions } from '../../lib/dgs-videos';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Whether `slot` is one of the four explanations (not a video beside a block of the page content). */
const isExplanation = (slot: string) => (DGS_SLOTS as readonly string[]).includes(slot);

/** /gebaerdensprache (docs/product.md §23.3; BITV 2.0 § 4): the organisation's four explanations in
 *  Deutsche Gebärdensprache, each under its heading with the player, the DGS sign and the
 *  download link; where an explanation has no video yet, a neutral sentence instead of a player. */
export function DgsPage() {
  const t = useT('dgs', de.dgs);
  const tc = useT('common', de.common);
  useDocumentTitle(t('title'));
  const videos = useQuery(dgsVideosQueryOptions);
  return (
    <Container className="py-4" style={{ maxWidth: '52rem' }}>
      <h1 className="d-flex align-items-center gap-3"><DgsLogo size={48} /><span>{t('title')}</span></h1>
      <p className="lead">{t('lead')}</p>
      {videos.isPending && <p role="status">{tc('loading')}</p>}
      {videos.isError && <Alert variant="warning">{t('loadFailed')}</Alert>}
      {videos.isSuccess && !videos.data.some((v) => isExplanation(v.Slot)) && <p>{t('noneYet')}</p>}
      {videos.isSuccess && DGS_SLOTS.map((slot) => {
        const video = videos.data.find((v) => v.Slot === slot);
        return (
          <section key={slot} className="mt-4" aria-labelledby={`dgs-${slot}`}>
            <h2 id={`dgs-${slot}`} className="h4">{t(`slot_${slot}`)}</h2>
            {video ? <DgsVideoPlayer video={video} label={t(`slot_${slot}`)} /> : <p className="text-body-secondary">{t('noVideo')}</p>}
          </section>
        );
      })}
      <p className="mt-4"><Link to="/barrierefreiheit">{t('accessibilityLink')}</Link></p>
    </Container>
  );
}
