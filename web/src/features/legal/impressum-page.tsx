import './legal.css';
import { Alert, Container } from 'react-bootstrap';
import { Link } from 'react-router';
import { useTownText } from '../../components/town-text';
import { imprint, statement } from '../../i18n/de/legal';
import * as de from '../../i18n/de/terms';
import { useT } from '../../i18n/runtime';
import { useOrg } from '../../lib/org';
import { hasTerms, TERMS_PATH } from '../../lib/terms';
import { useSession } from '../../lib/session';
import { PagePending } from '../../components/page-content';
import { useProse } from '../../i18n/prose';
import { imprintNotice, imprintTexts } from './imprint-texts';
import { IMPRINT_PROSE } from './legal-prose';
import { telHref, operatorOf } from './operator';

function Missing() {
  const t = useT('imprint', imprint);
  return <span className="text-body-secondary fst-italic">{t('missing')}</span>;
}
const Lines = ({ lines }: { lines: string[] }) => (lines.length ? lines.map((l) => <span key={l} className="d-block">{l}</span>) : <Missing />);

/** /impressum (docs/product.md §1, §2.19 Imprint): the operator's name, who represents it, address,
 *  phone, e-mail, the supervisory authority of a public body or the register entry of an association
 *  or company, and who is responsible for the content, from the organisation settings (operator.ts);
 *  while any is missing, holders of `orgmanager` read which, by the settings form's labels, with a
 *  link to it. Shows the organisation's normal menu (the route has no menu of its own), which
 *  restores the default navigation after a topic page. Links the privacy policy, the accessibility
 *  statement and, while the organisation has them, its terms of use (§2.22). Its prose in another
 *  interface language is the translation (imprint-texts.<language>.ts, loaded for that language
 *  only; §23.6) under the note that the German is binding. */
export function ImpressumPage() {
  const org = useOrg();
  const op = operatorOf(org);
  const session = useSession();
  const t = useT('imprint', imprint);
  const ts = useT('statement', statement);
  const termsT = useT('terms', de.terms);
  const town = useTownText();
  const prose = useProse('imprint', imprintTexts, IMPRINT_PROSE);
  if (!prose) return <PagePending />;
  return (
    <Container className="py-4 legal-page">
      {prose.bindingNote && <p className="alert alert-secondary legal-binding-note">{prose.bindingNote}</p>}
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <dl className="legal-details">
        <dt>{t('operator')}</dt>
        <dd>{op.association || <Missing />}</dd>
        <dt>{t('chairperson')}</dt>
        <dd>{op.chairperson || <Missing />}</dd>
        <dt>{t('address')}</dt>
        <dd><Lines lines={op.addressLines} /></dd>
        <dt>{t('phone')}</dt>
        <dd>{op.phone ? <a href={telHref(op.phone)}>{op.phone}</a> : <Missing />}</dd>
        <dt>{t('email')}</dt>
        <dd>{op.email ? <a href={`mailto:${op.email}`}>{op.email}</a> : <Missing />}</dd>
        {op.showsSupervisor && <><dt>{t('supervisor')}</dt><dd><Lines lines={op.supervisorLines} /></dd></>}
        {op.showsRegister && <><dt>{t('registerCourt')}</dt><dd>{op.registerCourt || <Missing />}</dd></>}
        <dt>{t('responsible')}</dt>
        <dd>{op.contentResponsible || op.chairperson || <Missing />}</dd>
      </dl>
      {org && op.missing.length > 0 && session.can('orgmanager') && (
        <Alert variant="warning" {...town}>{imprintNotice.missingNote(op.missing)} <Link to="/admin/organisations">{imprintNotice.missingLink}</Link></Alert>
      )}
      <h2 className="h4 mt-4">{t('liabilityTitle')}</h2>
      <p {...(prose.language === 'de' ? town : {})}>{prose.texts.liability}</p>
      <p>
        <Link to="/datenschutz">{t('privacyLink')}</Link> · <Link to="/barrierefreiheit">{ts('title')}</Link>
        {hasTerms(org) && <> · <Link to={TERMS_PATH}>{termsT('title')}</Link></>}
      </p>
    </Container>
  );
}
