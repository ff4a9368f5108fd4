import './legal.css';
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { accessibilityTexts } from './accessibility-texts';
import * as de from '../../i18n/de/terms';
import { useOrg } from '../../lib/org';
import { hasTerms, TERMS_PATH } from '../../lib/terms';
import { useSession } from '../../lib/session';
import { telHref, operatorOf } from './operator';
import { legalTexts } from './legal-texts';

const Missing = () => <span className="text-body-secondary fst-italic">{legalTexts.missing}</span>;

/** /impressum (docs/product.md §1, §2.19 Imprint): association name, chairperson, address, phone, e-mail and
 *  register court from the organisation settings impressum_* (operator.ts); while any is missing,
 *  holders of `orgmanager` see where to enter it. Shows the organisation's normal menu (the route has
 *  no menu of its own), which restores the default navigation after a topic page. Links the privacy
 *  policy, the accessibility statement and, while the organisation has them, its terms of use (§2.22). */
export function ImpressumPage() {
  const org = useOrg();
  const op = operatorOf(org);
  const session = useSession();
  const t = legalTexts;
  return (
    <Container className="py-4 legal-page">
      <h1>{t.imprintTitle}</h1>
      <p className="lead">{t.imprintLead}</p>
      <dl className="legal-details">
        <dt>{t.operator}</dt>
        <dd>{op.association || <Missing />}</dd>
        <dt>{t.chairperson}</dt>
        <dd>{op.chairperson || <Missing />}</dd>
        <dt>{t.address}</dt>
        <dd>{op.addressLines.length ? op.addressLines.map((l) => <span key={l} className="d-block">{l}</span>) : <Missing />}</dd>
        <dt>{t.phone}</dt>
        <dd>{op.phone ? <a href={telHref(op.phone)}>{op.phone}</a> : <Missing />}</dd>
        <dt>{t.email}</dt>
        <dd>{op.email ? <a href={`mailto:${op.email}`}>{op.email}</a> : <Missing />}</dd>
        <dt>{t.registerCourt}</dt>
        <dd>{op.registerCourt || <Missing />}</dd>
        <dt>{t.responsible}</dt>
        <dd>{op.chairperson || <Missing />}</dd>
      </dl>
      {org && op.incomplete && session.can('orgmanager') && <Alert variant="warning">{t.missingNote}</Alert>}
      <h2 className="h4 mt-4">{t.liabilityTitle}</h2>
      <p>{t.liability}</p>
      <p>
        <Link to="/datenschutz">{t.privacyLink}</Link> · <Link to="/barrierefreiheit">{accessibilityTexts.title}</Link>
        {hasTerms(org) && <> · <Link to={TERMS_PATH}>{de.terms.title}</Link></>}
      </p>
    </Container>
  );
}
