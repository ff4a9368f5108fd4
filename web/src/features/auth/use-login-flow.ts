import { useNavigate } from 'react-router';
import { de } from '../../i18n/de';
import { showAlert } from '../../lib/alerts';
import { useLogin } from '../../lib/session';
import { recordLoginFailure, recordLoginSuccess } from './login-failures';
import { hasPermission } from '@mitmachkarte/contract';

/** The login transitions of spec §4 Session, shared by the login screen and the inline login:
 *  success → counter 0, fields cleared, /admin for admins else /; failure → warning
 *  'Der Benutzername oder das Passwort ist falsch', counter + 1, password cleared, /login. */
export function useLoginFlow(clear: { email: () => void; password: () => void }) {
  const login = useLogin();
  const navigate = useNavigate();
  const submit = (Email: string, Password: string) =>
    login.mutate(
      { Email, Password },
      {
        onSuccess: (info) => {
          recordLoginSuccess();
          clear.email();
          clear.password();
          navigate(hasPermission(info.Permissions, 'admin') ? '/admin' : '/');
        },
        onError: () => {
          recordLoginFailure();
          clear.password();
          showAlert('warning', de.login.failed);
          navigate('/login');
        },
      },
    );
  return { submit, isPending: login.isPending };
}
