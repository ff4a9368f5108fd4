import type { InvitationInfo } from '@mitmachkarte/contract';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { PageCard } from '../../components/page-card';
import { PasswordStrengthMeter, usePasswordStrength } from '../../components/password-strength';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { loginReturningTo } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useAcceptInvitation, useInvitationInfo } from './api';
import { PrivacyConsent } from '../../components/privacy-consent';

/** The server's message of a refused call, else `fallback`. */
const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : fallback);

/** Where the link of an invitation mail leads, `/#/einladung/{token}` (docs/product.md §17.4):
 *  „Sie wurden zum Projekt „…“ eingeladen“. An address without an account sets name and password
 *  here and is logged in; an address with one accepts after logging in as it (the login leads back
 *  here): only then does it join the team (§17.4). A dead link shows
 *  the server's reason (expired, used, withdrawn). Afterwards „Meine Projekte“. */
export function InvitationPage() {
  const t = useT('invitation', de.invitation);
  useDocumentTitle(t('title'));
  const { token = '' } = useParams();
  const info = useInvitationInfo(token);
  return (
    <PageCard title={t('title')} maxWidth={560}>
      {info.isPending && <p role="status">{t('checking')}</p>}
      {info.isError && <Alert variant="danger" role="alert">{messageOf(info.error, t('failed'))}</Alert>}
      {info.data && <Invitation token={token} info={info.data} />}
    </PageCard>
  );
}

function Invitation({ token, info }: { token: string; info: InvitationInfo }) {
  const t = useT('invitation', de.invitation);
  const session = useSession();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const send = (body: { Name?: string; Password?: string }, onFieldErrors?: (err: ApiError) => boolean) => {
    setFailure(undefined);
    accept.mutate({ Token: token, ...body }, {
      onSuccess: (answer) => {
        showAlert('success', t('accepted', { project: answer.Workspace }));
        void navigate('/meine-projekte');
      },
      onError: (err) => {
        if (err instanceof ApiError && onFieldErrors?.(err)) return;
        setFailure(messageOf(err, t('failed')));
      },
    });
  };
  const ownAccount = session.loggedIn && session.info.Email?.toLowerCase() === info.Email;

  return (
    <>
      <h2 className="h5">{t('invited', { project: info.Workspace })}</h2>
      <p>{t('by', { name: info.InvitedBy, email: info.Email })}</p>
      {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
      {!info.HasAccount && <NewAccountForm email={info.Email} pending={accept.isPending} send={send} />}
      {info.HasAccount && ownAccount && (
        <Button onClick={() => send({})} disabled={accept.isPending}>{accept.isPending ? t('sending') : t('accept')}</Button>
      )}
      {info.HasAccount && !ownAccount && (
        <Alert variant="info" className="mb-0">
          <p>{session.loggedIn ? t('otherAccount', { email: info.Email }) : t('hasAccount', { email: info.Email })}</p>
          {/* Back here after logging in (docs/product.md §16.5), to accept. */}
          {!session.loggedIn && <Link to={loginReturningTo(`/einladung/${token}`)} className="alert-link">{t('toLogin')}</Link>}
        </Alert>
      )}
    </>
  );
}

type FormProps = {
  email: string;
  pending: boolean;
  send: (body: { Name: string; Password: string }, onFieldErrors: (err: ApiError) => boolean) => void;
};

/** Name, password and the privacy consent of the new account (as at registration); the server
 *  checks the password's strength, and its field messages stand at the fields. */
function NewAccountForm({ email, pending, send }: FormProps) {
  const t = useT('invitation', de.invitation);
  const registration = useT('registration', de.registration);
  const linkForm = useT('linkForm', de.linkForm);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [privacy, setPrivacy] = useState(false);
  const [errors, setErrors] = useState<{ name?: string; password?: string; privacy?: string }>({});
  const strength = usePasswordStrength(password, [email, name]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const missing = {
      name: name.trim() ? undefined : registration('nameMissing'), password: password ? undefined : linkForm('passwordMissing'),
      privacy: privacy ? undefined : t('privacyMissing'),
    };
    setErrors(missing);
    if (missing.name || missing.password || missing.privacy) return;
    send({ Name: name.trim(), Password: password }, (err) => {
      const field = (f: string) => err.errors.find((x) => x.Field === f)?.Message;
      const found = { name: field('Name'), password: field('Password') };
      if (!found.name && !found.password) return false;
      setErrors(found);
      return true;
    });
  };

  return (
    <Form onSubmit={onSubmit} noValidate aria-label={t('accept')}>
      <p>{t('newAccount')}</p>
      <TextField id="invitation-name" label={t('name')} autoComplete="name" value={name} error={errors.name}
        onChange={(v) => { setName(v); setErrors({ ...errors, name: undefined }); }} />
      <TextField id="invitation-password" label={t('password')} type="password" autoComplete="new-password" value={password} error={errors.password}
        hint={registration('passwordHint')} describedBy="invitation-password-strength"
        onChange={(v) => { setPassword(v); setErrors({ ...errors, password: undefined }); }} />
      <PasswordStrengthMeter id="invitation-password-strength" strength={strength} />
      <PrivacyConsent id="invitation-privacy" checked={privacy} error={errors.privacy}
        onChange={(v) => { setPrivacy(v); setErrors({ ...errors, privacy: undefined }); }} />
      <Button type="submit" disabled={pending}>{pending ? t('sending') : t('accept')}</Button>
    </Form>
  );
}
