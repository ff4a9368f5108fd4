import { useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { PasswordStrengthMeter, usePasswordStrength } from '../../components/password-strength';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/account';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useSession } from '../../lib/session';
import { useChangePassword } from './api';

/** „Passwort ändern“ (docs/product.md §16.6): the current password and a new one with the strength
 *  meter of the registration; success ends the account's other sessions. */
export function PasswordCard() {
  const t = useT('profile', de.profile);
  const { info } = useSession();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useChangePassword();
  const strength = usePasswordStrength(next, [info.Email ?? '', info.Name ?? '']);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    change.mutate({ CurrentPassword: current, Password: next }, {
      onSuccess: (answer) => {
        setCurrent('');
        setNext('');
        showAlert('success', answer.Message);
      },
      onError: (err) => showAlert('warning', failureText(t('passwordFailed'), err)),
    });
  };
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{t('passwordTitle')}</h2>
        <Form onSubmit={submit} noValidate>
          <TextField id="change-password-current" label={t('currentPassword')} type="password" autoComplete="current-password"
            value={current} onChange={setCurrent} />
          <TextField id="change-password-new" label={t('newPassword')} type="password" autoComplete="new-password"
            value={next} onChange={setNext} describedBy="change-password-new-strength" />
          <PasswordStrengthMeter id="change-password-new-strength" strength={strength} />
          <Button type="submit" disabled={current === '' || next === '' || change.isPending}>{t('passwordButton')}</Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
