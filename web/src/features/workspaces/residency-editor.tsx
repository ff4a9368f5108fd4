import { isMunicipalityKey, type ResidencyRequirement } from '@mitmachkarte/contract';
import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/residency';
import { useT } from '../../i18n/runtime';

/** The municipality keys of a text: separated by commas, semicolons or white space. */
const keysOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** „Teilnahme nur für verifizierte Einwohnerinnen und Einwohner“ in the workspace panel
 *  (docs/product.md §14.1): entries and votes each reserved or not, and the municipality keys the
 *  residents must have (none: any). Changes go to `onChange`; the panel's „Speichern“ stores them,
 *  and the server checks them; a key that is not 8 digits is named here already. */
export function ResidencyEditor({ value, onChange }: { value: ResidencyRequirement; onChange: (value: ResidencyRequirement) => void }) {
  const t = useT('residency', de.residency);
  const id = useId();
  const [text, setText] = useState(value.Municipalities.join(', '));
  const bad = keysOf(text).filter((k) => !isMunicipalityKey(k));
  return (
    <fieldset className="mt-4" aria-describedby={`${id}-intro`}>
      <legend className="h6">{t('editorTitle')}</legend>
      <p className="small" id={`${id}-intro`}>{t('editorIntro')}</p>
      <Form.Check type="switch" id={`${id}-entries`} label={t('entries')} checked={value.Entries} onChange={(e) => onChange({ ...value, Entries: e.target.checked })} />
      <Form.Check type="switch" id={`${id}-votes`} label={t('votes')} checked={value.Votes} className="mb-2" onChange={(e) => onChange({ ...value, Votes: e.target.checked })} />
      <Form.Group controlId={`${id}-municipalities`}>
        <Form.Label>{t('municipalities')}</Form.Label>
        <Form.Control value={text} inputMode="numeric" autoComplete="off" disabled={!value.Entries && !value.Votes} isInvalid={bad.length > 0} aria-invalid={bad.length > 0 || undefined}
          aria-describedby={`${id}-municipalities-help${bad.length ? ` ${id}-municipalities-error` : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            onChange({ ...value, Municipalities: keysOf(e.target.value) });
          }} />
        <Form.Text id={`${id}-municipalities-help`}>{t('municipalitiesHelp')}</Form.Text>
        {bad.length > 0 && <Form.Control.Feedback type="invalid" id={`${id}-municipalities-error`}>{t('municipalitiesInvalid', { bad: bad.join(', ') })}</Form.Control.Feedback>}
      </Form.Group>
    </fieldset>
  );
}
