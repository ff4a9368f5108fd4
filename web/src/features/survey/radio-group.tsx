import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/survey';
import { useT } from '../../i18n/runtime';

type RadioGroupProps<K extends string> = {
  name: string;
  legend: string;
  options: readonly K[];
  /** The label of an option. */
  labelOf: (option: K) => string;
  value: K | undefined;
  onChange: (value: K) => void;
  error?: string;
};

/** A required single choice as a fieldset of radio buttons (role radiogroup), with its message
 *  under the options. Each radio's id is `survey-<option>`. */
export function RadioGroup<K extends string>({ name, legend, options, labelOf, value, onChange, error }: RadioGroupProps<K>) {
  const t = useT('survey', de.survey);
  const errorId = `survey-${name}-error`;
  const legendId = `survey-${name}-legend`;
  return (
    <fieldset className="mb-4" role="radiogroup" aria-labelledby={legendId} aria-required="true" aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}>
      <legend className="h5">
        <span id={legendId}>{legend}</span> <span className="fs-6 fw-normal text-body-secondary">{t('required')}</span>
      </legend>
      {options.map((option) => (
        <Form.Check key={option} id={`survey-${option}`} type="radio" name={name} label={labelOf(option)}
          checked={value === option} onChange={() => onChange(option)} isInvalid={Boolean(error)} />
      ))}
      {error && <div className="invalid-feedback d-block" id={errorId}>{error}</div>}
    </fieldset>
  );
}
