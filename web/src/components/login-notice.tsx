import type { ReactNode } from 'react';
import { Container } from 'react-bootstrap';
import { Link } from 'react-router';
import * as de from '../i18n/de/editors';
import { useT } from '../i18n/runtime';
import { useSession } from '../lib/session';

/** What the manager screens and the profile show to visitors who are not logged in. */
export function LoginNotice({ title, text }: { title: string; text?: string }) {
  const t = useT('layers', de.layers);
  return (
    <Container className="py-4">
      <h1 className="h3">{title}</h1>
      <p>{text ?? t('loginFirst')}</p>
      <Link to="/login">{t('toLogin')}</Link>
    </Container>
  );
}

/** The login guard of a screen for logged-in users: a loading note while the session loads, the
 *  LoginNotice (`title`, `text`) for visitors, else `children`. The server refuses the screen's
 *  calls anyway; this only spares visitors a screen they cannot use. */
export function RequireLogin({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const tc = useT('common', de.common);
  const session = useSession();
  if (session.isPending) return <Container className="py-4" role="status">{tc('loading')}</Container>;
  if (!session.loggedIn) return <LoginNotice title={title} text={text} />;
  return children;
}
