import { lazy, Suspense, type ReactNode } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { WhenNearViewport } from '../../components/when-near-viewport';
import * as de from '../../i18n/de/landing';
import { useT } from '../../i18n/runtime';
import { ContentHtml, type ContentPart, type ContentSource } from '../../components/page-content';

/** Leaflet is loaded with the map (its own chunk), when the visitor scrolls towards it: the
 *  start page's first load carries no map code (docs/runtime.md §3). */
const LandingMap = lazy(async () => ({ default: (await import('./landing-map')).LandingMap }));
/** As high as the map with its border (landing-map.tsx), so that nothing moves when it comes. */
function MapPlaceholder() {
  const tc = useT('common', de.common);
  return <div className="landing-map"><div style={{ height: '400pt' }} role="status">{tc('loading')}</div></div>;
}

/** One section of a landing page: an anchor target (`id`, a SectionId on the main landing page)
 *  with a heading. */
export function Section({ id, title, children, className = '' }: { id: string; title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section id={id} className={`landing-section ${className}`} aria-labelledby={`${id}-title`}>
      <Container>
        <h2 id={`${id}-title`} className="mb-4">{title}</h2>
        {children}
      </Container>
    </section>
  );
}

/** Project: what the organisation's participation is about (page content, docs/product.md §17.3);
 *  its first paragraph leads. */
export function ProjectSection({ html }: { html: ContentSource }) {
  const t = useT('landing', de.landing);
  return (
    <Section id="project" title={t('projectTitle')}>
      <Row><Col lg={8}>
        <ContentHtml html={html} className="page-content-lead-first" />
      </Col></Row>
    </Section>
  );
}

/** The button to the mobile app's store (organisation setting app_store_url); nothing while the
 *  setting is empty. */
export function StoreLink({ url }: { url: string }) {
  const t = useT('landing', de.landing);
  const n = useT('nav', de.nav);
  if (!url) return null;
  return (
    <p>
      <a className="btn btn-primary" href={url} target="_blank" rel="noopener noreferrer">
        {t('appStoreLink')}<span className="visually-hidden"> {n('externalLink')}</span>
      </a>
    </p>
  );
}

type AppSectionProps = { storeUrl: string; html: ContentSource; browserText: ContentPart; recordLink: ContentPart };

/** The mobile app (page content), with a link to its store (organisation setting app_store_url;
 *  no link while the setting is empty) and the sentence and link to record in the browser. */
export function AppSection({ storeUrl, html, browserText, recordLink }: AppSectionProps) {
  const t = useT('landing', de.landing);
  return (
    <Section id="app" title={t('appTitle')} className="bg-body-tertiary">
      <Row><Col lg={8}>
        <ContentHtml html={html} className="lead" />
        <StoreLink url={storeUrl} />
        <p><span {...browserText.attrs}>{browserText.text}</span> <Link {...recordLink.attrs} to="/map">{recordLink.text}</Link></p>
      </Col></Row>
    </Section>
  );
}

/** The small map with the entries of the organisation's layer (docs/product.md §2.2); heading and
 *  text are page content. The map loads when the visitor scrolls near it. */
export function MapSection({ title, html }: { title: ContentPart; html: ContentSource }) {
  const t = useT('landing', de.landing);
  return (
    <Section id="map" title={<span {...title.attrs}>{title.text}</span>}>
      <ContentHtml html={html} />
      <WhenNearViewport placeholder={<MapPlaceholder />}>
        <Suspense fallback={<MapPlaceholder />}>
          <LandingMap />
        </Suspense>
      </WhenNearViewport>
      <p className="mt-3"><Link className="btn btn-primary" to="/map">{t('mapFull')}</Link></p>
    </Section>
  );
}

/** How to take part (the steps are page content), target of the default menu's Hilfe entry
 *  ('/#help'), with a link to the organisation's help pages (setting hilfe_url) when it has one. */
export function HelpSection({ html, helpUrl = '' }: { html: ContentSource; helpUrl?: string }) {
  const t = useT('landing', de.landing);
  const tt = useT('topics', de.topics);
  const n = useT('nav', de.nav);
  return (
    <Section id="help" title={t('helpTitle')} className="bg-body-tertiary">
      <Row><Col lg={8}>
        <ContentHtml html={html} className="landing-steps" />
        {helpUrl && (
          <p>
            <a href={helpUrl} target="_blank" rel="noopener noreferrer">
              {tt('helpBlog')}<span className="visually-hidden"> {n('externalLink')}</span>
            </a>
          </p>
        )}
      </Col></Row>
    </Section>
  );
}
