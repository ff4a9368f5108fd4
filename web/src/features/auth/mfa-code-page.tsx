import { hasPermission } from '@mitmachkarte/contract';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageCard } from '../../components/page-card';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { ApiError } from '../../lib/api-client';
import { useMfaLogin } from './api/mfa';
import { PasskeyLoginButton } from './passkey-login-button';
import { recordLoginSuccess } from './login-failures';
import { useReturnPath } from '../../lib/return-path';

/** 'Bestätigungscode': the second step of a login with two-factor login, after the
 *  password was right: a code of the app, or one recovery code, or a passkey (docs/product.md §14). */
export function MfaCodePage() {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const login = useMfaLogin();
  const navigate = useNavigate();
  const back = useReturnPath();
  const t = useT('mfa', de.mfa);
  // What the password step said (use-login-flow.ts): which second factors the account has.
  const factors = (useLocation().state ?? {}) as { code?: boolean; passkey?: boolean };
  const failure = login.error instanceof ApiError ? login.error.message : login.error ? t('failed') : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate(recovery ? { RecoveryCode: value } : { Code: value }, {
      onSuccess: (info) => {
        recordLoginSuccess();
        void navigate(back.path ?? (hasPermission(info.Permissions, 'admin') ? '/admin' : '/'));
      },
      onError: () => setValue(''),
    });
  };

  return (
    <PageCard title={t('codeTitle')} maxWidth={480}>
      <p id="mfa-code-text">{recovery ? t('recoveryText') : factors.code === false ? t('passkeyOnlyText') : t('codeText')}</p>
      {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
      {factors.code !== false && (
        <Form onSubmit={submit} noValidate>
          <Form.Group className="mb-3" controlId="mfa-code">
            <Form.Label>{recovery ? t('recoveryCode') : t('code')}</Form.Label>
            <Form.Control value={value} onChange={(e) => setValue(e.target.value)} aria-describedby="mfa-code-text"
              {...(recovery ? { autoComplete: 'off', autoCapitalize: 'characters' } : { inputMode: 'numeric' as const, autoComplete: 'one-time-code' })} />
          </Form.Group>
          <div className="d-flex gap-2 flex-wrap">
            <Button type="submit" disabled={value.trim() === '' || login.isPending}>{t('submit')}</Button>
            <Button variant="link" onClick={() => { setRecovery(!recovery); setValue(''); }}>{recovery ? t('useApp') : t('useRecovery')}</Button>
          </div>
        </Form>
      )}
      {factors.passkey !== false && <div className="mt-3"><PasskeyLoginButton step="mfa" label={t('usePasskey')} variant="outline-secondary" /></div>}
      <p className="mt-3 mb-0"><Link to="/login">{t('backToLogin')}</Link></p>
    </PageCard>
  );
}
