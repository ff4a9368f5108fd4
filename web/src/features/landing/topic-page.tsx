import type { ReactNode } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { Link, Navigate } from 'react-router';
import { LANDING_SETTINGS } from '@mitmachkarte/contract';
import * as de from '../../i18n/de/landing';
import { useT } from '../../i18n/runtime';
import { orgSetting, useOrg } from '../../lib/org';
import { useSession } from '../../lib/session';
import { ContactSection, LandingFooter } from './contact-section';
import { ContentHtml, htmlOf, type ContentPart, type ContentSource } from '../../components/page-content';
import { Section } from './sections';

/** The hero of a topic page: its title, a lead (page content, left out while empty) and calls to
 *  action (smaller than the main landing page's masthead). */
export function TopicMasthead({ title, leadHtml, children }: { title: ContentPart; leadHtml: ContentSource; children?: ReactNode }) {
  const tt = useT('topics', de.topics);
  return (
    <header className="landing-masthead topic-masthead">
      <Container className="text-center">
        <h1 {...title.attrs} className="display-5 fw-bold">{title.text}</h1>
        <ContentHtml html={leadHtml} className="lead mx-auto landing-masthead-lead" />
        <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
          {children ?? <Link className="btn btn-light btn-lg" to="/map">{tt('toMap')}</Link>}
        </div>
      </Container>
    </header>
  );
}

/** A section of rendered page content (docs/product.md §17.3); left out while `html` is empty. */
export function TextSection({ id, title, html, className }: { id: string; title: string; html: ContentSource; className?: string }) {
  if (!htmlOf(html)) return null;
  return (
    <Section id={id} title={title} className={className}>
      <Row><Col lg={8}><ContentHtml html={html} className="topic-text" /></Col></Row>
    </Section>
  );
}

/** How to take part: the numbered steps (page content) and the way to the map. */
export function TopicHelpSection({ html }: { html: ContentSource }) {
  const tt = useT('topics', de.topics);
  return (
    <Section id="help" title={tt('helpTitle')} className="bg-body-tertiary">
      <Row><Col lg={8}>
        <ContentHtml html={html} className="landing-steps" />
        <p><Link className="btn btn-primary" to="/map">{tt('toMap')}</Link></p>
      </Col></Row>
    </Section>
  );
}

/** Contact (the organisation's kontakt_email) and the footer with funding and copyright, as on
 *  the main landing page. */
export function TopicFooter() {
  const tc = useT('common', de.common);
  const org = useOrg();
  const setting = (key: string) => orgSetting(org, key).trim();
  return (
    <>
      <ContactSection email={setting(LANDING_SETTINGS.contactEmail)} />
      <LandingFooter title={setting(LANDING_SETTINGS.copyrightHolder) || (org?.Title ?? tc('appName'))} funding={setting(LANDING_SETTINGS.funding)} />
    </>
  );
}

/** The topic pages fahrrad, gewaesser and infrastruktur address visitors: a logged-in user goes
 *  straight on to the map app (docs/product.md §2.3). Renders `children` while logged out. */
export function RedirectToMapWhenLoggedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.loggedIn) return <Navigate to="/map" replace />;
  return <>{children}</>;
}
