import { Navigate, useNavigate, useParams } from 'react-router';
import { PageCard } from '../../components/page-card';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { useActivateAccount, useLinkUsable } from './api/links';
import { LinkPasswordForm } from './link-password-form';

/** Where an activation link leads (/konto-aktivieren/{token}; docs/decisions/0009): the person
 *  types the password chosen at registration, which activates the account and logs them in; then
 *  the activation success screen. An unusable link goes to the failure screen. */
export function ActivateAccountPage() {
  const t = useT('activateAccount', de.activateAccount);
  const { token = '' } = useParams();
  const usable = useLinkUsable('activation', token);
  const activate = useActivateAccount();
  const navigate = useNavigate();

  if (usable.data === false) return <Navigate to="/activationfailure" replace />;
  return (
    <PageCard title={t('title')}>
      <p>{t('intro')}</p>
      <LinkPasswordForm id="activate-password" label={t('password')} autoComplete="current-password"
        submit={t('submit')} sending={t('sending')} pending={activate.isPending}
        onConfirm={async (password) => {
          await activate.mutateAsync({ Token: token, Password: password });
          await navigate('/activationsuccess');
        }} />
    </PageCard>
  );
}
