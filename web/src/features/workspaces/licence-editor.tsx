import { LICENCES, type Licence, type LicenceKey } from '@mitmachkarte/contract';
import { useId } from 'react';
import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/open-data';
import { useT } from '../../i18n/runtime';

/** The text key of each licence's name (i18n/de/open-data.ts). */
const NAME_KEYS: Readonly<Record<LicenceKey, keyof typeof de.openData>> = {
  'dl-by-de/2.0': 'dlByDe', 'dl-zero-de/2.0': 'dlZeroDe', 'cc-by/4.0': 'ccBy', 'cc-by-sa/4.0': 'ccBySa', 'cc-zero': 'ccZero',
};

/** The catalogue's address on this site (docs/product.md §24.4). */
const catalogueUrl = () => `${window.location.origin}/api/v1/dcat`;

/** „Offene Daten“ in the workspace panel (docs/product.md §24.4): the licence the project's public
 *  maps are published under in the DCAT-AP.de catalogue, or none (then they are not listed).
 *  Changes go to `onChange`; the panel's „Speichern“ stores them. */
export function LicenceEditor({ value, onChange }: { value: Licence; onChange: (value: Licence) => void }) {
  const t = useT('openData', de.openData);
  const id = useId();
  return (
    <fieldset>
      <legend className="h6">{t('title')}</legend>
      <Form.Group controlId={`${id}-licence`}>
        <Form.Label>{t('licence')}</Form.Label>
        <Form.Select value={value ?? ''} aria-describedby={`${id}-licence-help`}
          onChange={(e) => onChange((LICENCES as readonly string[]).includes(e.target.value) ? (e.target.value as LicenceKey) : null)}>
          <option value="">{t('none')}</option>
          {LICENCES.map((key) => <option key={key} value={key}>{t(NAME_KEYS[key])}</option>)}
        </Form.Select>
        <Form.Text id={`${id}-licence-help`}>
          {t('help', { catalogue: catalogueUrl() })}
        </Form.Text>
      </Form.Group>
    </fieldset>
  );
}
