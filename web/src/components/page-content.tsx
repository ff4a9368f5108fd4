import './page-content.css';
import { contentText, SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import * as de from '../i18n/de/common';
import { useLanguage, useT } from '../i18n/runtime';
import { orgQueryOptions } from '../lib/org';

/** The organisation's texts of a public page (docs/product.md §17.3): `text(key)` the line of a
 *  one-line block (its own, else the catalogue's neutral fallback; '' while the organisation
 *  loads, so that no fallback flashes before the organisation's own line), `html(key)` the
 *  server's sanitised HTML of a Markdown block ('' for a block to leave out, and while the
 *  organisation loads or failed to load). */
export type PageContent = { text: (key: string) => string; html: (key: string) => string };

export function usePageContent(): PageContent {
  const org = useQuery(orgQueryOptions);
  return {
    text: (key) => (org.isPending ? '' : contentText(org.data?.Content, key)),
    html: (key) => org.data?.ContentHtml[key] ?? '',
  };
}

/** A rendered Markdown block. Only HTML that the server rendered and sanitised (GET /auth/org
 *  `ContentHtml`, lib/markdown.ts on the server) goes in here; nothing for ''. */
export function ContentHtml({ html, className = '' }: { html: string; className?: string }) {
  const own = useOwnContentLang();
  if (!html) return null;
  return <div {...own} className={`page-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The attributes of a container of the organisation's own text (page content, its title, project
 *  names and descriptions): German and left to right where the interface speaks another language,
 *  so that screen readers pronounce it as German and Arabic does not mirror it (docs/product.md §23,
 *  WCAG 3.1.2); nothing in German. */
export function useOwnContentLang(): { lang?: 'de'; dir?: 'ltr' } {
  const { language } = useLanguage();
  return language === SOURCE_LANGUAGE ? {} : { lang: 'de', dir: 'ltr' };
}

/** Holds a public page back until the organisation's texts are in (or failed to load): drawn
 *  before, its sections would grow under the visitor's eyes when the texts come (a layout shift,
 *  Core Web Vitals CLS). Meanwhile a screen-high 'Wird geladen …' keeps the footer out of view. */
export function WhenContentLoaded({ children }: { children: ReactNode }) {
  const tc = useT('common', de.common);
  const pending = useQuery(orgQueryOptions).isPending;
  return pending ? <p role="status" className="page-content-pending">{tc('loading')}</p> : children;
}
