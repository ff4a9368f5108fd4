import './legal.css';
import { ACCESSIBILITY_SETTINGS } from '@mitmachkarte/contract';
import { Alert, Container } from 'react-bootstrap';
import { PagePending } from '../../components/page-content';
import { useTownText } from '../../components/town-text';
import { statement } from '../../i18n/de/legal';
import { useProse } from '../../i18n/prose';
import { useT } from '../../i18n/runtime';
import { accessibilityNotice, accessibilityTexts } from './accessibility-texts';
import { ACCESSIBILITY_PROSE } from './legal-prose';
import { orgSetting, useOrg } from '../../lib/org';
import { useSession } from '../../lib/session';
import { AccessibilityFeedbackForm } from './accessibility-feedback-form';
import { operatorOf } from './operator';

/** The official page of the BITV 2.0 schema for the statement (link to the Schlichtungsstelle). */
const SCHLICHTUNGSSTELLE = 'https://www.schlichtungsstelle-bgg.de';

/** /barrierefreiheit (BITV 2.0 §7, EU directive 2016/2102): the accessibility
 *  statement with its date, the state of compliance, the known limitations (organisation settings
 *  barrierefreiheit_*, with defaults), the feedback form and the enforcement procedure. Headings,
 *  form and link in the interface language, and so is the product's prose (its translation,
 *  accessibility-texts.<language>.ts, loaded for that language only; docs/product.md §23.6); what
 *  the organisation wrote in its settings is the town's German, marked so (§23). */
export function AccessibilityPage() {
  const org = useOrg();
  const session = useSession();
  const prose = useProse('accessibility', accessibilityTexts, ACCESSIBILITY_PROSE);
  const ts = useT('statement', statement);
  const town = useTownText();
  if (!prose) return <PagePending />;
  const t = prose.texts;
  // The product's prose is in the interface language unless its translation could not be loaded.
  const own = prose.language === 'de' ? town : {};
  const setting = (key: string) => orgSetting(org, key).trim();
  const operator = operatorOf(org).association || t.operatorFallback;
  const limitations = setting(ACCESSIBILITY_SETTINGS.limitations).split('\n').map((l) => l.trim()).filter(Boolean);
  const date = setting(ACCESSIBILITY_SETTINGS.date);
  const incomplete = !date || !setting(ACCESSIBILITY_SETTINGS.feedbackEmail);
  return (
    <Container className="py-4 legal-page">
      <h1>{ts('title')}</h1>
      <p {...own}>{t.intro(operator)}</p>
      <h2 className="h4 mt-4">{ts('statusTitle')}</h2>
      {setting(ACCESSIBILITY_SETTINGS.status) ? <p {...town}>{setting(ACCESSIBILITY_SETTINGS.status)}</p> : <p {...own}>{t.statusDefault}</p>}
      <p {...own}>{date ? t.dated(date) : t.undated} {t.basis}</p>
      <h2 className="h4 mt-4">{ts('limitationsTitle')}</h2>
      <ul {...(limitations.length ? town : own)}>{(limitations.length ? limitations : t.limitationsDefault).map((l) => <li key={l}>{l}</li>)}</ul>
      <h2 id="feedback-title" className="h4 mt-4">{ts('feedbackTitle')}</h2>
      <p {...own}>{t.feedbackText}</p>
      <AccessibilityFeedbackForm />
      <h2 className="h4 mt-4">{ts('enforcementTitle')}</h2>
      <p {...own}>{t.enforcement}</p>
      <p><a href={SCHLICHTUNGSSTELLE} rel="noopener noreferrer" target="_blank">{ts('enforcementLink')}</a></p>
      {org && incomplete && session.can('orgmanager') && <Alert variant="warning" {...town}>{accessibilityNotice.missingNote}</Alert>}
    </Container>
  );
}
