import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../i18n/de/auth';
import { useT } from '../i18n/runtime';

type PrivacyConsentProps = { id: string; checked: boolean; error: string | undefined; onChange: (checked: boolean) => void };

/** „Ich habe die Datenschutzerklärung gelesen und stimme ihr zu.“ (docs/product.md §2, §5), with
 *  the privacy page opening in a new tab; wherever an account is made (registration, accepting an
 *  invitation). `error` stands below it and marks it invalid. */
export function PrivacyConsent({ id, checked, error, onChange }: PrivacyConsentProps) {
  const t = useT('registration', de.registration);
  return (
    <Form.Check id={id} className="mb-3">
      <Form.Check.Input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)}
        isInvalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <Form.Check.Label>
        {t('privacyBefore')}
        <Link to="/datenschutz" target="_blank">
          {t('privacyLink')}<span className="visually-hidden"> {t('newTab')}</span>
        </Link>
        {t('privacyAfter')}
      </Form.Check.Label>
      {error && <Form.Control.Feedback type="invalid" id={`${id}-error`}>{error}</Form.Control.Feedback>}
    </Form.Check>
  );
}
