import './page-content.css';
import { SOURCE_LANGUAGE } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import * as de from '../i18n/de/content-languages';
import { useLanguage, useT } from '../i18n/runtime';
import { useLeichteSprache } from '../lib/leichte-sprache/mode';
import { dgsVideosQueryOptions } from '../lib/dgs-videos';
import { orgQueryOptions } from '../lib/org';
import { contentPart, type ContentPart } from './content-part';

// Only pages whose organisation keeps a video beside a block load the player.
const BlockDgsVideo = lazy(() => import('./dgs/block-dgs-video'));

export type { ContentPart } from './content-part';

/** The organisation's texts of a public page (docs/product.md §17.3), each in the visitor's
 *  language or Leichte Sprache where the organisation wrote it, else in German (§23.2):
 *  `text(key)` the line of a one-line block (its own, else the catalogue's neutral fallback; ''
 *  while the organisation loads, so that no fallback flashes before the organisation's own line),
 *  `html(key)` the server's sanitised HTML of a Markdown block ('' for a block to leave out, and
 *  while the organisation loads or failed to load), `part(key)` both with the block's `lang`/`dir`
 *  and its note (content-part.ts) and the block's video in Deutsche Gebärdensprache (§23.3). */
export type PageContent = { text: (key: string) => string; html: (key: string) => string; part: (key: string) => ContentPart };

export function usePageContent(): PageContent {
  const org = useQuery(orgQueryOptions);
  const { language } = useLanguage();
  const [leichteSprache] = useLeichteSprache();
  const videos = useQuery(dgsVideosQueryOptions);
  const part = (key: string): ContentPart => {
    const shown = contentPart(org.isPending ? undefined : org.data, key, language, leichteSprache);
    const video = videos.data?.find((v) => v.Slot === key);
    return video ? { ...shown, video } : shown;
  };
  return { text: (key) => part(key).text, html: (key) => part(key).html, part };
}

/** A block's HTML or its part: what ContentHtml shows. */
export type ContentSource = string | ContentPart;
/** The HTML of a source ('' for a block to leave out). */
export const htmlOf = (source: ContentSource) => (typeof source === 'string' ? source : source.html);

/** The small note before a block shown in German for a visitor who reads another language
 *  („Nur auf Deutsch verfügbar“) or asked for Leichte Sprache (docs/product.md §23.2), in the
 *  interface language. */
export function ContentNote({ note }: { note: ContentPart['note'] }) {
  const t = useT('contentLanguages', de.contentLanguages);
  if (!note) return null;
  return <p className="page-content-note">{t(note === 'german' ? 'germanOnly' : 'notInLeichteSprache')}</p>;
}

/** A one-line block's text, in a `<span>` with its `lang`/`dir` where it has them. */
export function ContentText({ part }: { part: ContentPart }) {
  return part.attrs.lang ? <span {...part.attrs}>{part.text}</span> : <>{part.text}</>;
}

/** A rendered Markdown block. Only HTML that the server rendered and sanitised (GET /auth/org
 *  `ContentHtml`, lib/markdown.ts on the server) goes in here; nothing for ''. A part brings its
 *  `lang`/`dir`, its note and its video in Deutsche Gebärdensprache, shown beside the text (below
 *  it on a phone); bare HTML is the organisation's German. */
export function ContentHtml({ html, className = '' }: { html: ContentSource; className?: string }) {
  const own = useOwnContentLang();
  const part = typeof html === 'string' ? { html, attrs: own, note: null } : html;
  if (!part.html) return null;
  const block = (
    <>
      <ContentNote note={part.note} />
      <div {...part.attrs} className={`page-content ${className}`.trim()} dangerouslySetInnerHTML={{ __html: part.html }} />
    </>
  );
  if (!('video' in part) || !part.video) return block;
  return (
    <div className="page-content-with-dgs">
      <div>{block}</div>
      <Suspense fallback={null}><BlockDgsVideo video={part.video} /></Suspense>
    </div>
  );
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
  const pending = useQuery(orgQueryOptions).isPending;
  return pending ? <PagePending /> : children;
}

/** A page's place while its texts load: a screen-high „Wird geladen …“. */
export function PagePending() {
  const tc = useT('common', de.common);
  return <p role="status" className="page-content-pending">{tc('loading')}</p>;
}
