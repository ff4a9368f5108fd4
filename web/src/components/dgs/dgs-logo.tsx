import * as de from '../../i18n/de/dgs';
import { useT } from '../../i18n/runtime';

/** The sign of Deutsche Gebärdensprache beside a video (BITV 2.0 Anlage 2 Teil 2, docs/product.md
 *  §23.3): two open hands facing each other, drawn here; announced as „Deutsche Gebärdensprache“
 *  (in the interface language).
 *  `size` in CSS pixels. */
export function DgsLogo({ size = 40 }: { size?: number }) {
  const t = useT('dgs', de.dgs);
  return (
    <svg className="dgs-logo" width={size} height={size} viewBox="0 0 48 48" role="img" aria-label={t('logo')} focusable="false">
      <title>{t('logo')}</title>
      <rect width="48" height="48" rx="8" fill="#0b3d91" />
      {/* Left hand: palm, four fingers and the thumb, turned towards the middle. */}
      <g fill="#fff">
        <path d="M8 40c-1-6-1-12 0-17 .4-1.6 2.6-1.5 2.8.1l.4 6.4.9-13.2c.1-1.7 2.6-1.7 2.6 0l.2 11.5 1.1-14c.2-1.7 2.6-1.6 2.6.1l-.1 14 1.5-11.3c.3-1.6 2.6-1.4 2.5.3l-.9 13.4 2.6-4.6c.8-1.4 3-.6 2.5 1.1l-3.4 9.5c-.9 2.6-2.2 4.2-4.4 5.2z" />
        {/* Right hand: the left one mirrored. */}
        <path transform="matrix(-1 0 0 1 48 0)" d="M8 40c-1-6-1-12 0-17 .4-1.6 2.6-1.5 2.8.1l.4 6.4.9-13.2c.1-1.7 2.6-1.7 2.6 0l.2 11.5 1.1-14c.2-1.7 2.6-1.6 2.6.1l-.1 14 1.5-11.3c.3-1.6 2.6-1.4 2.5.3l-.9 13.4 2.6-4.6c.8-1.4 3-.6 2.5 1.1l-3.4 9.5c-.9 2.6-2.2 4.2-4.4 5.2z" />
      </g>
    </svg>
  );
}
