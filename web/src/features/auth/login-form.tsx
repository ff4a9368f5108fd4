import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../../i18n/de/login';
import { useT } from '../../i18n/runtime';
import { useLoginFlow } from './use-login-flow';

/** The login form (docs/product.md §2.1 Login): Email Adresse, Passwort, Login (Enter submits too), and a link
 *  to reset the password. No client-side validation (docs/product.md §5). Used by the login screen and,
 *  embedded, by the activation-success screen; `idPrefix` keeps the field ids unique. */
export function LoginForm({ idPrefix = 'login' }: { idPrefix?: string }) {
  const t = useT('login', de.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { submit, isPending } = useLoginFlow({ email: () => setEmail(''), password: () => setPassword('') });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(email, password);
  };
  return (
    <Form onSubmit={onSubmit} noValidate>
      <Form.Group className="mb-3" controlId={`${idPrefix}-email`}>
        <Form.Label>{t('email')}</Form.Label>
        <Form.Control type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-password`}>
        <Form.Label>{t('password')}</Form.Label>
        <Form.Control type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Form.Group>
      <div className="d-flex gap-2 flex-wrap">
        <Button type="submit" disabled={isPending}>{t('submit')}</Button>
        <Link className="btn btn-outline-secondary" to="/resetpassword">{t('resetPassword')}</Link>
      </div>
    </Form>
  );
}
