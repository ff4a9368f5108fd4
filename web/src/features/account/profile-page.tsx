import { useState } from 'react';
import { Button, Card, Container } from 'react-bootstrap';
import { RequireLogin } from '../../components/login-notice';
import * as de from '../../i18n/de/account';
import { useSession } from '../../lib/session';
import { ACCOUNT_EXPORT_URL } from './api';
import { DeleteAccountModal } from './delete-account-modal';
import { MfaCard } from './mfa-card';
import { NotificationsCard } from './notifications-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';

/** Profile screen (docs/product.md §2): the account, „Benachrichtigungen“ (§16.7), „Passwort
 *  ändern“ (§16.6), its sessions ('Angemeldete Geräte'), 'Meine Daten herunterladen' (DSGVO
 *  Art. 15, 20) and 'Konto löschen' (Art. 17). */
export function ProfilePage() {
  return <RequireLogin title={de.profile.title} text={de.profile.loginFirst}><Profile /></RequireLogin>;
}

function Profile() {
  const { info } = useSession();
  const [deleting, setDeleting] = useState(false);
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{de.profile.title}</h1>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{de.profile.account}</h2>
          <dl className="mb-0">
            <dt>{de.profile.name}</dt><dd>{info.Name}</dd>
            <dt>{de.profile.email}</dt><dd className="mb-0">{info.Email}</dd>
          </dl>
        </Card.Body>
      </Card>
      <NotificationsCard />
      <PasswordCard />
      <MfaCard />
      <SessionsCard />
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{de.profile.dataTitle}</h2>
          <p>{de.profile.dataText}</p>
          <a className="btn btn-primary" href={ACCOUNT_EXPORT_URL} download>{de.profile.download}</a>
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{de.profile.deleteTitle}</h2>
          <p>{de.profile.deleteIntro}</p>
          <Button variant="outline-danger" onClick={() => setDeleting(true)}>{de.profile.deleteButton}</Button>
        </Card.Body>
      </Card>
      <DeleteAccountModal show={deleting} onClose={() => setDeleting(false)} />
    </Container>
  );
}
