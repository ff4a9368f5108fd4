import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import * as de from '../i18n/de/common';
import { useT } from '../i18n/runtime';
import { useDocumentTitle } from '../lib/use-document-title';

/** The page of every address no route knows (docs/product.md §2 lists the routes): says so, shows the
 *  address and leads to the start page and the map. The heading takes the focus, so that a screen
 *  reader announces the page after a broken link. */
export function NotFoundPage() {
  const tc = useT('common', de.common);
  const t = useT('pages', de.pages);
  const { pathname, search } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('notFoundTitle'));
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  return (
    <div className="container py-4">
      <h1 className="h3" tabIndex={-1} ref={heading}>{t('notFoundTitle')}</h1>
      <p className="lead">{t('notFoundText')}</p>
      <p>{t('notFoundAddress')} <code className="text-break">#{pathname}{search}</code></p>
      <p className="mb-2">{t('notFoundNext')}</p>
      <ul>
        <li><Link to="/">{tc('toHome')}</Link></li>
        <li><Link to="/map">{t('toMap')}</Link></li>
      </ul>
    </div>
  );
}
