import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { de } from '../i18n/de';

/** Local-storage flag remembering the acceptance (docs/product.md §9). */
export const COOKIE_ACCEPTED_KEY = 'cookie-accepted';

/** Cookie banner (docs/product.md §2, §4): visible until accepted, links to the privacy page's cookies section. */
export function CookieBanner() {
  const [accepted, setAccepted] = useState(() => localStorage.getItem(COOKIE_ACCEPTED_KEY) === 'true');
  if (accepted) return null;
  const accept = () => {
    localStorage.setItem(COOKIE_ACCEPTED_KEY, 'true');
    setAccepted(true);
  };
  return (
    <div className="cookie-banner" role="region" aria-label="Cookies">
      <span>{de.cookie.text} <Link to="/datenschutz#cookies">{de.cookie.more}</Link></span>
      <Button variant="light" size="sm" onClick={accept}>{de.cookie.accept}</Button>
    </div>
  );
}
