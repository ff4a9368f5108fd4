import { Link } from 'react-router';
import { PageCard } from '../../components/page-card';
import { ProviderButtons } from './provider-buttons';
import { useReturnPath } from '../../lib/return-path';
import * as de from '../../i18n/de/login';
import { LoginForm } from './login-form';
import { PasskeyLoginButton } from './passkey-login-button';
import * as auth from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';

/** Login screen (docs/product.md §2.1 Login): the title, the buttons of the organisation's identity
 *  providers (§14.1), the login form, „Mit Passkey anmelden“ (§14) and a way to register. */
export function LoginPage() {
  const t = useT('login', de.login);
  const { path } = useReturnPath();
  return (
    <PageCard title={t('title')} maxWidth={480}>
      <ProviderButtons returnPath={path} />
      <LoginForm />
      <div className="mt-3"><PasskeyLoginButton step="login" label={auth.passkeyLogin.button} /></div>
      <p className="mt-3 mb-0">{t('noAccount')} <Link to="/register">{t('toRegister')}</Link></p>
    </PageCard>
  );
}
