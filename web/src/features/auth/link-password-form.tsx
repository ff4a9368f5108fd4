import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { ApiError } from '../../lib/api-client';
import { useFocusField } from '../../lib/use-focus-field';

type Props = {
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  submit: string;
  sending: string;
  pending: boolean;
  /** Sends the password; rejects with the server's ApiError. */
  onConfirm: (password: string) => Promise<unknown>;
};

/** The one-field form of a mailed link's page (docs/decisions/0009): the password typed with the
 *  request, once more. A wrong password is the field's error (the server's German message); any
 *  other failure (a link that died meanwhile, no connection) stands above the button. */
export function LinkPasswordForm({ id, label, autoComplete, submit, sending, pending, onConfirm }: Props) {
  const t = useT('linkForm', de.linkForm);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const focusField = useFocusField();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    if (password === '') {
      setFieldError(t('passwordMissing'));
      focusField(id);
      return;
    }
    onConfirm(password).catch((err: unknown) => {
      const field = err instanceof ApiError ? err.errors.find((f) => f.Field === 'Password')?.Message : undefined;
      setPassword('');
      if (field) {
        setFieldError(field);
        focusField(id);
      } else {
        setFormError(err instanceof ApiError && err.status < 500 && err.status > 0 ? err.message : t('failed'));
      }
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={submit}>
      <TextField id={id} label={label} type="password" autoComplete={autoComplete} value={password} error={fieldError}
        onChange={(v) => {
          setPassword(v);
          setFieldError(undefined);
        }} />
      {formError && <Alert variant="danger" role="alert">{formError}</Alert>}
      <Button type="submit" disabled={pending}>{pending ? sending : submit}</Button>
    </Form>
  );
}
