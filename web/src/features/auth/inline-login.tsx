import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import * as de from '../../i18n/de/login';
import { useLoginFlow } from './use-login-flow';

/** The navigation bar's inline e-mail/password login with a Register button (docs/product.md §2). */
export function InlineLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const { submit, isPending } = useLoginFlow({ email: () => setEmail(''), password: () => setPassword('') });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(email, password);
  };
  return (
    <Form className="d-flex flex-wrap gap-2 align-items-center" onSubmit={onSubmit} noValidate aria-label={de.nav.login}>
      <Form.Control size="sm" type="email" placeholder={de.nav.emailPlaceholder} aria-label={de.login.email}
        name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} style={{ width: '11rem' }} />
      <Form.Control size="sm" type="password" placeholder={de.nav.passwordPlaceholder} aria-label={de.login.password}
        name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} style={{ width: '9rem' }} />
      <Button size="sm" type="submit" variant="light" disabled={isPending}>{de.nav.login}</Button>
      <Button size="sm" variant="outline-light" onClick={() => navigate('/register')}>{de.nav.register}</Button>
    </Form>
  );
}
