import type { ReactNode } from 'react';
import { Col, Container, Row } from 'react-bootstrap';
import { Link, Navigate } from 'react-router';
import { LANDING_SETTINGS } from '@mitmachkarte/contract';
import { de } from '../../i18n/de';
import { orgSetting, useOrg } from '../../lib/org';
import { useSession } from '../../lib/session';
import { ContactSection, LandingFooter } from './contact-section';
import { Section } from './sections';
import { topicTexts } from './topic-texts';

/** The hero of a topic page: its title, a lead and calls to action (smaller than the main
 *  landing page's masthead). */
export function TopicMasthead({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <header className="landing-masthead topic-masthead">
      <Container className="text-center">
        <h1 className="display-5 fw-bold">{title}</h1>
        <p className="lead mx-auto landing-masthead-lead">{lead}</p>
        <div className="d-flex flex-wrap justify-content-center gap-3 mt-4">
          {children ?? <Link className="btn btn-light btn-lg" to="/map">{de.topics.toMap}</Link>}
        </div>
      </Container>
    </header>
  );
}

/** A section of prose paragraphs. */
export function TextSection({ id, title, paragraphs, className }: { id: string; title: string; paragraphs: readonly string[]; className?: string }) {
  return (
    <Section id={id} title={title} className={className}>
      <Row><Col lg={8}>{paragraphs.map((p) => <p key={p} className="topic-text">{p}</p>)}</Col></Row>
    </Section>
  );
}

/** How to take part: the numbered steps. */
export function TopicHelpSection() {
  return (
    <Section id="help" title={de.topics.helpTitle} className="bg-body-tertiary">
      <Row><Col lg={8}>
        <ol className="landing-steps">{topicTexts.helpSteps.map((s) => <li key={s}>{s}</li>)}</ol>
        <p><Link className="btn btn-primary" to="/map">{de.topics.toMap}</Link></p>
      </Col></Row>
    </Section>
  );
}

/** Contact (the organisation's kontakt_email) and the footer with funding and copyright, as on
 *  the main landing page. */
export function TopicFooter() {
  const org = useOrg();
  const setting = (key: string) => orgSetting(org, key).trim();
  return (
    <>
      <ContactSection email={setting(LANDING_SETTINGS.contactEmail)} />
      <LandingFooter title={setting(LANDING_SETTINGS.copyrightHolder) || (org?.Title ?? de.common.appName)} funding={setting(LANDING_SETTINGS.funding)} />
    </>
  );
}

/** The topic pages fahrrad, gewaesser and infrastruktur address visitors: a logged-in user goes
 *  straight on to the map app (docs/product.md §2). Renders `children` while logged out. */
export function RedirectToMapWhenLoggedIn({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.loggedIn) return <Navigate to="/map" replace />;
  return <>{children}</>;
}
