import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import * as de from '../../i18n/de/login';
import { useT } from '../../i18n/runtime';
import { useLoginFlow } from './use-login-flow';

/** The navigation bar's inline e-mail/password login with a Register button (docs/product.md §2).
 *  Bootstrap's markup: react-bootstrap's Form would bring all its parts into the first load of every
 *  page (docs/runtime.md §3). */
export function InlineLogin() {
  const t = useT('login', de.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const navigate = useNavigate();
  const n = useT('nav', de.nav);
  const { submit, isPending } = useLoginFlow({ email: () => setEmail(''), password: () => setPassword('') });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(email, password);
  };
  return (
    <form className="d-flex flex-wrap gap-2 align-items-center" onSubmit={onSubmit} noValidate aria-label={n('login')}>
      <input className="form-control form-control-sm" type="email" placeholder={n('emailPlaceholder')} aria-label={t('email')}
        name="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} style={{ width: '11rem' }} />
      <input className="form-control form-control-sm" type="password" placeholder={n('passwordPlaceholder')} aria-label={t('password')}
        name="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} style={{ width: '9rem' }} />
      <button type="submit" className="btn btn-light btn-sm" disabled={isPending}>{n('login')}</button>
      <button type="button" className="btn btn-outline-light btn-sm" onClick={() => navigate('/register')}>{n('register')}</button>
    </form>
  );
}
