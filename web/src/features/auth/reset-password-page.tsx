import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageCard } from '../../components/page-card';
import { PasswordStrengthMeter, usePasswordStrength } from '../../components/password-strength';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { useFocusField } from '../../lib/use-focus-field';
import { useResetPassword } from './api/registration';
import { validateReset, type ResetCheck, type ResetValues } from './account-validation';

type ResetState = 'initial' | 'success' | 'error';

const EMAIL_ID = 'reset-email';
const PASSWORD_ID = 'reset-password';
const REPEAT_ID = 'reset-repeat';

/** Password-reset screen (docs/product.md §2, §4, §5): states initial (the form), success (a confirmation
 *  mail is on its way) and error (with Zurück to the form). Reached from the login screen and
 *  from the offer after 3 failed logins. */
export function ResetPasswordPage() {
  const t = useT('resetPassword', de.resetPassword);
  const [values, setValues] = useState<ResetValues>({ email: '', password: '', repeat: '' });
  const [check, setCheck] = useState<ResetCheck>({ mismatch: false });
  const [state, setState] = useState<ResetState>('initial');
  const reset = useResetPassword();
  const focusField = useFocusField();
  const strength = usePasswordStrength(values.password, [values.email]);

  const setEmail = (email: string) => {
    setValues((v) => ({ ...v, email }));
    setCheck((c) => ({ ...c, email: undefined }));
  };
  const setPassword = (field: 'password' | 'repeat', value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setCheck((c) => ({ ...c, password: undefined }));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateReset(values, t, strength);
    setCheck(found);
    if (found.mismatch) setValues((v) => ({ ...v, password: '', repeat: '' }));
    if (found.email || found.password) {
      focusField(found.email ? EMAIL_ID : PASSWORD_ID);
      return;
    }
    reset.mutate({ Email: values.email.trim(), Password: values.password }, {
      onSuccess: () => setState('success'),
      onError: () => setState('error'),
    });
  };

  if (state !== 'initial') {
    return (
      <PageCard title={t('title')}>
        <ResetResult state={state} onBack={() => setState('initial')} />
      </PageCard>
    );
  }

  // A too-short password is the first field's problem; a mismatch concerns both fields (both
  // were cleared): its message stands under the second, and both are marked.
  const mismatch = check.mismatch && Boolean(check.password);
  return (
    <PageCard title={t('title')}>
      <p>{t('intro')}</p>
      <Form onSubmit={onSubmit} noValidate aria-label={t('title')}>
        <TextField id={EMAIL_ID} label={t('email')} type="email" autoComplete="email"
          value={values.email} onChange={setEmail} error={check.email} />
        <TextField id={PASSWORD_ID} label={t('password')} type="password" autoComplete="new-password"
          hint={t('passwordHint')} value={values.password} onChange={(v) => setPassword('password', v)}
          error={mismatch ? undefined : check.password} invalid={mismatch}
          describedBy={[mismatch && `${REPEAT_ID}-error`, `${PASSWORD_ID}-strength`].filter(Boolean).join(' ')} />
        <PasswordStrengthMeter id={`${PASSWORD_ID}-strength`} strength={strength} />
        <TextField id={REPEAT_ID} label={t('repeat')} type="password" autoComplete="new-password"
          value={values.repeat} onChange={(v) => setPassword('repeat', v)} error={mismatch ? check.password : undefined} />
        <Button type="submit" disabled={reset.isPending}>
          {reset.isPending ? t('sending') : t('submit')}
        </Button>
      </Form>
    </PageCard>
  );
}

/** The success and error states; the message takes the focus, as the form is gone. */
function ResetResult({ state, onBack }: { state: 'success' | 'error'; onBack: () => void }) {
  const t = useT('resetPassword', de.resetPassword);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (state === 'success') {
    return (
      <Alert variant="success" role="alert" ref={ref} tabIndex={-1}>
        <p>{t('success')}</p>
        <Link to="/login">{t('toLogin')}</Link>
      </Alert>
    );
  }
  return (
    <>
      <Alert variant="danger" role="alert" ref={ref} tabIndex={-1}>{t('error')}</Alert>
      <Button variant="secondary" onClick={onBack}>{t('back')}</Button>
    </>
  );
}
