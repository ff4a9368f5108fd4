import { hasPermission } from '@mitmachkarte/contract';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { Alert, Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { ApiError } from '../../lib/api-client';
import { useReturnPath } from '../../lib/return-path';
import { type PasskeyStep, usePasskeyLogin } from './api/passkeys';
import { recordLoginSuccess } from './login-failures';

/** „Mit Passkey anmelden“ on the login screen, „Stattdessen Passkey verwenden“ in the code step
 *  (docs/product.md §14): shown only where the browser supports WebAuthn. Success goes where a
 *  password login goes (use-login-flow.ts); a failure or a cancelled ceremony says so in place. */
export function PasskeyLoginButton({ step, label, variant = 'outline-primary' }: { step: PasskeyStep; label: string; variant?: string }) {
  const t = useT('passkeyLogin', de.passkeyLogin);
  const login = usePasskeyLogin(step);
  const navigate = useNavigate();
  const back = useReturnPath();
  if (!browserSupportsWebAuthn()) return null;
  const err = login.error;
  const failure = err instanceof ApiError ? err.message
    : err instanceof Error && err.name === 'NotAllowedError' ? t('cancelled') : err ? t('failed') : undefined;
  const start = () => login.mutate(undefined, {
    onSuccess: (info) => {
      recordLoginSuccess();
      void navigate(back.path ?? (hasPermission(info.Permissions, 'admin') ? '/admin' : '/'));
    },
  });
  return (
    <div>
      {failure && <Alert variant="warning" role="alert">{failure}</Alert>}
      <Button variant={variant} onClick={start} disabled={login.isPending}>{label}</Button>
    </div>
  );
}
