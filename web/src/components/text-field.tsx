import { Form } from 'react-bootstrap';

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** A short help text under the field. */
  hint?: string;
  /** The field's validation message; shown under it, and the field is marked invalid. */
  error?: string;
  /** Marks the field invalid without a message of its own (the message stands at another field). */
  invalid?: boolean;
  /** Id of the element holding the message that applies to this field, when it is not its own. */
  describedBy?: string;
};

/** A labelled input with an optional hint and an inline validation message that is tied to it
 *  (aria-invalid, aria-describedby), so that screen readers read the message with the field. */
export function TextField({ id, label, value, onChange, type = 'text', autoComplete, hint, error, invalid, describedBy }: TextFieldProps) {
  const isInvalid = Boolean(error) || Boolean(invalid);
  const described = [hint && `${id}-hint`, error && `${id}-error`, describedBy].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)}
        isInvalid={isInvalid} aria-invalid={isInvalid || undefined} aria-describedby={described || undefined} />
      {error && <Form.Control.Feedback type="invalid" id={`${id}-error`}>{error}</Form.Control.Feedback>}
      {hint && <Form.Text id={`${id}-hint`} className="d-block">{hint}</Form.Text>}
    </Form.Group>
  );
}
