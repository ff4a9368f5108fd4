import { useNavigate } from 'react-router';
import * as de from '../../i18n/de/login';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useReturnPath } from '../../lib/return-path';
import { useLogin } from '../../lib/session';
import { recordLoginFailure, recordLoginSuccess } from './login-failures';
import { hasPermission } from '@mitmachkarte/contract';

/** The login transitions of docs/product.md §4 Session, shared by the login screen and the inline login:
 *  success → counter 0, fields cleared, the page the login was asked from (`?zurueck=`,
 *  docs/product.md §16.5), else /admin for admins and / for others; failure → warning
 *  'Der Benutzername oder das Passwort ist falsch' (or the server's message for a delay or an
 *  inactive account), counter + 1, password cleared, /login. */
export function useLoginFlow(clear: { email: () => void; password: () => void }) {
  const t = useT('login', de.login);
  const login = useLogin();
  const navigate = useNavigate();
  const back = useReturnPath();
  const submit = (Email: string, Password: string) =>
    login.mutate(
      { Email, Password },
      {
        onSuccess: (info) => {
          clear.email();
          clear.password();
          // With two-factor login the password was only the first step.
          if (info.MfaRequired) {
            void navigate(`/login/code${back.query}`, { state: { code: info.MfaCode, passkey: info.MfaPasskey } });
            return;
          }
          recordLoginSuccess();
          void navigate(back.path ?? (hasPermission(info.Permissions, 'admin') ? '/admin' : '/'));
        },
        onError: (err) => {
          recordLoginFailure();
          clear.password();
          // A wrong password gets the specification's message; a delay after many failures (429)
          // or an account that is not active (403) gets the server's, which says what to do.
          const told = err instanceof ApiError && (err.status === 429 || err.status === 403);
          showAlert('warning', told ? err.message : t('failed'));
          navigate('/login');
        },
      },
    );
  return { submit, isPending: login.isPending };
}
