import { Link } from 'react-router';
import { PageCard } from '../../components/page-card';
import * as de from '../../i18n/de/login';
import { LoginForm } from './login-form';

/** Login screen (docs/product.md §2.1 Login): the title, the login form and a way to register. */
export function LoginPage() {
  return (
    <PageCard title={de.login.title} maxWidth={480}>
      <LoginForm />
      <p className="mt-3 mb-0">{de.login.noAccount} <Link to="/register">{de.login.toRegister}</Link></p>
    </PageCard>
  );
}
