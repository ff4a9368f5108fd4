import { useEffect, useRef } from 'react';
import { Alert } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { PageCard } from '../../components/page-card';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { useConfirmPassword, useLinkUsable } from './api/links';
import { LinkPasswordForm } from './link-password-form';

/** "Passwortänderung bestätigen" (/passwort-bestaetigen/{token}), where a reset link leads
 *  (docs/decisions/0009): the new password typed once more makes it valid; opening the link
 *  alone changed nothing. An unusable link says so and offers a new reset. */
export function ConfirmPasswordPage() {
  const t = useT('confirmPassword', de.confirmPassword);
  const { token = '' } = useParams();
  const usable = useLinkUsable('password', token);
  const confirm = useConfirmPassword();

  let body;
  if (confirm.isSuccess) {
    body = <Outcome variant="success" text={t('success')} link={{ to: '/login', label: t('toLogin') }} />;
  } else if (usable.data === false) {
    body = <Outcome variant="warning" text={t('invalid')} link={{ to: '/resetpassword', label: t('resetAgain') }} />;
  } else {
    body = (
      <>
        <p>{t('intro')}</p>
        <LinkPasswordForm id="confirm-password" label={t('password')} autoComplete="new-password"
          submit={t('submit')} sending={t('sending')} pending={confirm.isPending}
          onConfirm={(password) => confirm.mutateAsync({ Token: token, Password: password })} />
      </>
    );
  }
  return <PageCard title={t('title')}>{body}</PageCard>;
}

/** The end of the page: a message that takes the focus (the form is gone) and where to go next. */
function Outcome({ variant, text, link }: { variant: 'success' | 'warning'; text: string; link: { to: string; label: string } }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <>
      <Alert variant={variant} role="alert" ref={ref} tabIndex={-1}>{text}</Alert>
      <Link to={link.to}>{link.label}</Link>
    </>
  );
}
