import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as de from '../i18n/de/common';
import { useT } from '../i18n/runtime';

/** Local-storage flag remembering the acceptance (docs/product.md §9). */
export const COOKIE_ACCEPTED_KEY = 'cookie-accepted';

/** Cookie banner (docs/product.md §2, §4): visible until accepted, links to the privacy page's
 *  cookies section. It stays at the bottom of the window, and an empty block of its height ends
 *  the page, so that the page's last rows can be scrolled above it instead of lying under it
 *  (§17.5); the block follows the banner's height when it wraps. */
export function CookieBanner() {
  const t = useT('cookie', de.cookie);
  const [accepted, setAccepted] = useState(() => localStorage.getItem(COOKIE_ACCEPTED_KEY) === 'true');
  const [height, setHeight] = useState(0);
  const banner = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = banner.current;
    if (!element) return;
    const measure = () => setHeight(element.offsetHeight);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first call comes once the page is laid out, before it is painted: reading
    // the height here instead would force a layout of the whole page in the middle of its first
    // render (on a throttled phone about 115 ms of the map page's first load).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [accepted]);
  if (accepted) return null;
  const accept = () => {
    localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true');
    setAccepted(true);
  };
  return (
    <>
      <div className="cookie-banner-space" style={{ height }} aria-hidden="true" />
      <div ref={banner} className="cookie-banner" role="region" aria-label={t('region')}>
        <span>{t('text')} <Link to="/datenschutz#cookies">{t('more')}</Link></span>
        <button type="button" className="btn btn-light btn-sm" onClick={accept}>{t('accept')}</button>
      </div>
    </>
  );
}
