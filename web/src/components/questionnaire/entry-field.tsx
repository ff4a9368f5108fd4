import type { Variable } from '@mitmachkarte/contract';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/map';
import { useT } from '../../i18n/runtime';
import { TownText, useTownTextOf } from '../town-text';
import type { FormValue } from './entry-values';
import { ImageField } from './image-field';

/** Id of a variable's (first) input, the target of "focus the first invalid field". `prefix`
 *  keeps two questionnaires on one page apart (the schema editor's preview). */
export const fieldId = (index: number, prefix = 'entry') => `${prefix}-${index}`;

/** Single-choice questions with more options than this use a select instead of radio buttons. */
const MAX_RADIO_OPTIONS = 6;

type FieldProps = {
  variable: Variable;
  index: number;
  value: FormValue;
  onChange: (value: FormValue) => void;
  required: boolean;
  error?: string;
  /** Prefix of the element ids (see fieldId). */
  idPrefix?: string;
  /** For image questions: places the marker where a photo was taken (see ImageField). */
  onPhotoPosition?: (lat: number, lng: number) => void;
};

function RequiredMark() {
  const t = useT('questionnaire', de.questionnaire);
  return (
    <>
      <span aria-hidden="true" className="text-danger"> *</span>
      <span className="visually-hidden"> ({t('required')})</span>
    </>
  );
}

/** One question of the questionnaire (docs/product.md §3.11 Schema variable), with its label, Description as help
 *  text, a required mark, and the validation message inline. Questions, options and descriptions
 *  are the town's German (`lang="de"` under another interface language, docs/product.md §23); the
 *  visitor's text answers take the direction of what is typed (`dir="auto"`). */
export function EntryField({ variable, index, value, onChange, required, error, idPrefix, onPhotoPosition }: FieldProps) {
  const t = useT('questionnaire', de.questionnaire);
  const townOf = useTownTextOf();
  const id = fieldId(index, idPrefix);
  const label = <><TownText of={variable} field="Question">{variable.Question || variable.Name}</TownText>{required && <RequiredMark />}</>;
  const range = variable.DataType === 'number' && variable.Constraint
    ? t('range', { min: variable.Minimum, max: variable.Maximum }) : '';
  const description = variable.Description ? <TownText of={variable} field="Description">{variable.Description}</TownText> : null;
  const helpText = description && range ? <>{description} ({range})</> : description ?? range;
  const help = helpText ? <Form.Text id={`${id}-help`} as="div">{helpText}</Form.Text> : null;
  const feedback = error ? <Form.Control.Feedback type="invalid" id={`${id}-error`} className="d-block">{error}</Form.Control.Feedback> : null;
  const describedBy = [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const a11y = { 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, isInvalid: Boolean(error) };
  const text = typeof value === 'string' ? value : '';
  const keys = Array.isArray(value) ? value : [];

  const group = (legend: ReactNode, children: ReactNode) => (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-1">{legend}</legend>
      {children}
      {help}
      {feedback}
    </fieldset>
  );
  const single = (children: ReactNode, labelFor = id, labelId?: string) => (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={labelFor} id={labelId}>{label}</Form.Label>
      {children}
      {help}
      {feedback}
    </Form.Group>
  );

  switch (variable.DataType) {
    case 'label':
      return <p className="map-entry-info" {...townOf(variable, 'Question')}>{variable.Question || variable.Name}</p>;
    case 'text':
      return single(<Form.Control id={id} type="text" dir="auto" value={text} onChange={(e) => onChange(e.target.value)} {...a11y} />);
    case 'text_multi':
      return single(<Form.Control id={id} as="textarea" rows={3} dir="auto" value={text} onChange={(e) => onChange(e.target.value)} {...a11y} />);
    case 'single':
      if (variable.Options.length > MAX_RADIO_OPTIONS) {
        return single(
          <Form.Select id={id} value={text} onChange={(e) => onChange(e.target.value)} {...a11y}>
            <option value="">{t('selectPlaceholder')}</option>
            {variable.Options.map((o) => <option key={o.Key} value={o.Key} {...townOf(o, 'Label')}>{o.Label || o.Key}</option>)}
          </Form.Select>,
        );
      }
      return group(label, variable.Options.map((o, i) => (
        <Form.Check key={o.Key} type="radio" id={i === 0 ? id : `${id}-${i}`} name={id} label={<TownText of={o}>{o.Label || o.Key}</TownText>}
          checked={text === o.Key} onChange={() => onChange(o.Key)} isInvalid={Boolean(error)} />
      )));
    case 'multiple':
      return group(label, variable.Options.map((o, i) => (
        <Form.Check key={o.Key} type="checkbox" id={i === 0 ? id : `${id}-${i}`} label={<TownText of={o}>{o.Label || o.Key}</TownText>}
          checked={keys.includes(o.Key)} isInvalid={Boolean(error)}
          onChange={(e) => onChange(e.target.checked ? [...keys, o.Key] : keys.filter((k) => k !== o.Key))} />
      )));
    case 'boolean':
      return (
        <Form.Group className="mb-3">
          <Form.Check type="switch" id={id} label={label} checked={value === true}
            onChange={(e) => onChange(e.target.checked)} {...a11y} />
          {value !== undefined && <div className="small text-body-secondary" aria-hidden="true">{value ? t('yes') : t('no')}</div>}
          {help}
          {feedback}
        </Form.Group>
      );
    case 'percent':
      return single(
        <div className="d-flex align-items-center gap-2">
          <Form.Range min={0} max={100} step={1} value={typeof value === 'number' ? value : 0}
            aria-labelledby={`${id}-label`} aria-describedby={describedBy} onChange={(e) => onChange(Number(e.target.value))} />
          <Form.Control id={id} type="number" min={0} max={100} step={1} className="map-percent-input"
            value={typeof value === 'number' ? value : ''} {...a11y}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Math.min(100, Math.max(0, Number(e.target.value))))} />
          <span aria-hidden="true">{t('percentUnit')}</span>
        </div>,
        id, `${id}-label`,
      );
    case 'number':
      return single(
        <Form.Control id={id} type="number" inputMode="decimal" step="any" value={text} onChange={(e) => onChange(e.target.value)}
          min={variable.Constraint ? variable.Minimum : undefined} max={variable.Constraint ? variable.Maximum : undefined} {...a11y} />,
      );
    case 'image':
      return single(
        <ImageField id={id} value={text || undefined} onChange={onChange} question={variable.Question || variable.Name}
          a11y={{ 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined }} onPhotoPosition={onPhotoPosition} />,
      );
    default:
      return null;
  }
}
