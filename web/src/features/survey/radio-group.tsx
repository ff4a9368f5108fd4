import { Form } from 'react-bootstrap';
import * as de from '../../i18n/de/survey';

type RadioGroupProps<K extends string> = {
  name: string;
  legend: string;
  options: readonly K[];
  labels: Record<K, string>;
  value: K | undefined;
  onChange: (value: K) => void;
  error?: string;
};

/** A required single choice as a fieldset of radio buttons (role radiogroup), with its message
 *  under the options. Each radio's id is `survey-<option>`. */
export function RadioGroup<K extends string>({ name, legend, options, labels, value, onChange, error }: RadioGroupProps<K>) {
  const errorId = `survey-${name}-error`;
  const legendId = `survey-${name}-legend`;
  return (
    <fieldset className="mb-4" role="radiogroup" aria-labelledby={legendId} aria-required="true" aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}>
      <legend className="h5">
        <span id={legendId}>{legend}</span> <span className="fs-6 fw-normal text-body-secondary">{de.survey.required}</span>
      </legend>
      {options.map((option) => (
        <Form.Check key={option} id={`survey-${option}`} type="radio" name={name} label={labels[option]}
          checked={value === option} onChange={() => onChange(option)} isInvalid={Boolean(error)} />
      ))}
      {error && <div className="invalid-feedback d-block" id={errorId}>{error}</div>}
    </fieldset>
  );
}
