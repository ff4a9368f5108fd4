import { useState } from 'react';
import { Form } from 'react-bootstrap';

type NumberInputProps = { id: string; label: string; value: number; onChange: (value: number) => void; invalid?: boolean; describedBy?: string };

/** A labelled number field that lets the user type freely ('-', '1,5'); a readable number is
 *  passed on at once, the text stays as typed. Accepts a decimal comma. */
export function NumberInput({ id, label, value, onChange, invalid, describedBy }: NumberInputProps) {
  const [text, setText] = useState(String(value));
  const parse = (t: string) => (t.trim() === '' ? NaN : Number(t.replace(',', '.')));
  // A value changed from outside (Verwerfen) replaces the text.
  const shown = parse(text) === value || (Number.isNaN(parse(text)) && value === 0) ? text : String(value);
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type="text" inputMode="decimal" value={shown} isInvalid={invalid} aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(e) => {
          setText(e.target.value);
          const n = parse(e.target.value);
          onChange(Number.isFinite(n) ? n : 0);
        }} />
    </Form.Group>
  );
}
