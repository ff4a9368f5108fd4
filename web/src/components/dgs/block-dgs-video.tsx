import type { DgsVideo } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/dgs';
import { useT } from '../../i18n/runtime';
import { DgsVideoPlayer } from './dgs-video';

/** The video in Deutsche Gebärdensprache beside a block of the page content (docs/product.md
 *  §23.3): the player with the DGS sign and its download link, in the interface language like
 *  /gebaerdensprache (the captions stay German). Loaded lazily by ContentHtml (page-content.tsx),
 *  only where a block has a video. */
export default function BlockDgsVideo({ video }: { video: DgsVideo }) {
  const t = useT('dgs', de.dgs);
  return (
    <div className="page-content-dgs">
      <DgsVideoPlayer video={video} label={t('blockVideo')} />
    </div>
  );
}
