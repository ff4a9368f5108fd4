import { Col, Container, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/landing';
import { useT } from '../../i18n/runtime';
import { useOrg } from '../../lib/org';
import { hasTerms, TERMS_PATH } from '../../lib/terms';
import { Section } from './sections';
import { useOwnContentLang } from '../../components/page-content';
import * as dc from '../../i18n/de/content-languages';

/** The page with the explanations in Leichte Sprache (docs/product.md §23.2). */
export const LEICHTE_SPRACHE_PATH = '/leichte-sprache';

/** Contact (target of '/#contact'): the e-mail address of organisation setting kontakt_email,
 *  or a pointer to the imprint while it is empty. */
export function ContactSection({ email }: { email: string }) {
  const t = useT('landing', de.landing);
  return (
    <Section id="contact" title={t('contactTitle')}>
      {email ? (
        <p className="lead">{t('contactText')} <a href={`mailto:${email}`}>{email}</a></p>
      ) : (
        <p className="lead"><Link to="/impressum">{t('contactImprint')}</Link></p>
      )}
    </Section>
  );
}

/** Funding credits (organisation setting foerderung_text, else a general thank-you), the legal
 *  links (the terms of use only while the organisation has them, docs/product.md §2.22), the links
 *  to the pages in Leichte Sprache and in Deutsche Gebärdensprache (BITV 2.0 § 4, §23.2, §23.3) and the
 *  copyright notice '© <year> <holder>' (docs/product.md §1). */
export function LandingFooter({ title, funding = '', year = new Date().getFullYear() }: { title: string; funding?: string; year?: number }) {
  const t = useT('landing', de.landing);
  const ta = useT('accessibility', de.accessibility);
  const tl = useT('contentLanguages', dc.contentLanguages);
  const own = useOwnContentLang();
  const withTerms = hasTerms(useOrg());
  return (
    <footer className="landing-footer">
      <Container>
        <Row className="gy-3">
          <Col md={8}>
            <h2 className="h5">{t('fundingTitle')}</h2>
            <p className="mb-0">{funding ? <span {...own}>{funding}</span> : t('fundingText')}</p>
          </Col>
          <Col md={4} className="text-md-end align-self-end">
            <p className="mb-1">
              <Link to="/impressum">{t('imprint')}</Link>
              {' · '}
              <Link to="/datenschutz">{t('privacy')}</Link>
              {' · '}
              <Link to="/barrierefreiheit">{ta('footerLink')}</Link>
              {' · '}
              <Link to={LEICHTE_SPRACHE_PATH}>{tl('leichteSprache')}</Link>
              {' · '}
              <Link to="/gebaerdensprache">{ta('dgsLink')}</Link>
              {withTerms && <>{' · '}<Link to={TERMS_PATH}>{t('terms')}</Link></>}
            </p>
            <p className="mb-0">{t('copyright', { year: String(year), title })}</p>
          </Col>
        </Row>
      </Container>
    </footer>
  );
}
