import { Form } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../i18n/de/auth';
import { useT } from '../i18n/runtime';
import { TERMS_PATH } from '../lib/terms';

type TermsConsentProps = { id: string; checked: boolean; error: string | undefined; onChange: (checked: boolean) => void };

/** „Ich akzeptiere die Nutzungsbedingungen und die Netiquette.“ (docs/product.md §2.15, §2.22), with
 *  their page opening in a new tab; shown while the organisation has terms. `error` stands below
 *  it and marks it invalid. */
export function TermsConsent({ id, checked, error, onChange }: TermsConsentProps) {
  const t = useT('registration', de.registration);
  return (
    <Form.Check id={id} className="mb-3">
      <Form.Check.Input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} required
        isInvalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <Form.Check.Label>
        {t('termsBefore')}
        <Link to={TERMS_PATH} target="_blank">
          {t('termsLink')}<span className="visually-hidden"> {t('newTab')}</span>
        </Link>
        {t('termsAfter')}
      </Form.Check.Label>
      {error && <Form.Control.Feedback type="invalid" id={`${id}-error`}>{error}</Form.Control.Feedback>}
    </Form.Check>
  );
}
