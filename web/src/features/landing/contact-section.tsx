import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/landing';
import { useOrg } from '../../lib/org';
import { hasTerms, TERMS_PATH } from '../../lib/terms';
import { Section } from './sections';

/** Contact (target of '/#contact'): the e-mail address of organisation setting kontakt_email,
 *  or a pointer to the imprint while it is empty. */
export function ContactSection({ email }: { email: string }) {
  return (
    <Section id="contact" title={de.landing.contactTitle}>
      {email ? (
        <p className="lead">{de.landing.contactText} <a href={`mailto:${email}`}>{email}</a></p>
      ) : (
        <p className="lead"><Link to="/impressum">{de.landing.contactImprint}</Link></p>
      )}
    </Section>
  );
}

/** Funding credits (organisation setting foerderung_text, else a general thank-you), the legal
 *  links (the terms of use only while the organisation has them, docs/product.md §2.22) and the
 *  copyright notice '© <year> <holder>' (docs/product.md §1). */
export function LandingFooter({ title, funding = '', year = new Date().getFullYear() }: { title: string; funding?: string; year?: number }) {
  const withTerms = hasTerms(useOrg());
  return (
    <footer className="landing-footer">
      <Container>
        <Row className="gy-3">
          <Col md={8}>
            <h2 className="h5">{de.landing.fundingTitle}</h2>
            <p className="mb-0">{funding || de.landing.fundingText}</p>
          </Col>
          <Col md={4} className="text-md-end align-self-end">
            <p className="mb-1">
              <Link to="/impressum">{de.landing.imprint}</Link>
              {' · '}
              <Link to="/datenschutz">{de.landing.privacy}</Link>
              {' · '}
              <Link to="/barrierefreiheit">{de.accessibility.footerLink}</Link>
              {withTerms && <>{' · '}<Link to={TERMS_PATH}>{de.landing.terms}</Link></>}
            </p>
            <p className="mb-0">{de.landing.copyright(year, title)}</p>
          </Col>
        </Row>
      </Container>
    </footer>
  );
}
