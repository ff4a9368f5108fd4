import './legal.css';
import { ACCESSIBILITY_SETTINGS } from '@mitmachkarte/contract';
import { Alert, Container } from 'react-bootstrap';
import { accessibilityTexts } from './accessibility-texts';
import { orgSetting, useOrg } from '../../lib/org';
import { useSession } from '../../lib/session';
import { AccessibilityFeedbackForm } from './accessibility-feedback-form';
import { operatorOf } from './operator';

/** The official page of the BITV 2.0 schema for the statement (link to the Schlichtungsstelle). */
const SCHLICHTUNGSSTELLE = 'https://www.schlichtungsstelle-bgg.de';

/** /barrierefreiheit (BITV 2.0 §7, EU directive 2016/2102): the accessibility
 *  statement with its date, the state of compliance, the known limitations (organisation settings
 *  barrierefreiheit_*, with defaults), the feedback form and the enforcement procedure. */
export function AccessibilityPage() {
  const org = useOrg();
  const session = useSession();
  const t = accessibilityTexts;
  const setting = (key: string) => orgSetting(org, key).trim();
  const operator = operatorOf(org).association || t.operatorFallback;
  const limitations = setting(ACCESSIBILITY_SETTINGS.limitations).split('\n').map((l) => l.trim()).filter(Boolean);
  const date = setting(ACCESSIBILITY_SETTINGS.date);
  const incomplete = !date || !setting(ACCESSIBILITY_SETTINGS.feedbackEmail);
  return (
    <Container className="py-4 legal-page">
      <h1>{t.title}</h1>
      <p>{t.intro(operator)}</p>
      <h2 className="h4 mt-4">{t.statusTitle}</h2>
      <p>{setting(ACCESSIBILITY_SETTINGS.status) || t.statusDefault}</p>
      <p>{date ? t.dated(date) : t.undated} {t.basis}</p>
      <h2 className="h4 mt-4">{t.limitationsTitle}</h2>
      <ul>{(limitations.length ? limitations : t.limitationsDefault).map((l) => <li key={l}>{l}</li>)}</ul>
      <h2 id="feedback-title" className="h4 mt-4">{t.feedbackTitle}</h2>
      <p>{t.feedbackText}</p>
      <AccessibilityFeedbackForm />
      <h2 className="h4 mt-4">{t.enforcementTitle}</h2>
      <p>{t.enforcement}</p>
      <p><a href={SCHLICHTUNGSSTELLE} rel="noopener noreferrer" target="_blank">{t.enforcementLink}</a></p>
      {org && incomplete && session.can('orgmanager') && <Alert variant="warning">{t.missingNote}</Alert>}
    </Container>
  );
}
