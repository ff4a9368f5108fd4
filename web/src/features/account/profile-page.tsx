import { useState } from 'react';
import { Button, Card, Container } from 'react-bootstrap';
import { RequireLogin } from '../../components/login-notice';
import * as de from '../../i18n/de/account';
import { useT } from '../../i18n/runtime';
import { useSession } from '../../lib/session';
import { ACCOUNT_EXPORT_URL } from './api';
import { DeleteAccountModal } from './delete-account-modal';
import { IdentitiesCard } from './identities-card';
import { MfaCard } from './mfa-card';
import { NotificationsCard } from './notifications-card';
import { AreaAlertsCard } from './area-alerts-card';
import { PasskeysCard } from './passkeys-card';
import { PasswordCard } from './password-card';
import { SessionsCard } from './sessions-card';
import { ApiTokensCard } from './api-tokens-card';
import { ProfileAnswersCard } from './profile-answers-card';

/** Profile screen (docs/product.md §2): the account, „Angaben zu meiner Person“ (§25.3), „Benachrichtigungen“ (§16.7), „Passwort
 *  ändern“ (§16.6), „Passkeys“ (§14), „Anmeldung über andere Dienste“ (§14.1), its sessions ('Angemeldete Geräte'), „API-Schlüssel“ (§24.6), 'Meine Daten herunterladen' (DSGVO
 *  Art. 15, 20) and 'Konto löschen' (Art. 17). */
export function ProfilePage() {
  const t = useT('profile', de.profile);
  return <RequireLogin title={t('title')} text={t('loginFirst')}><Profile /></RequireLogin>;
}

function Profile() {
  const t = useT('profile', de.profile);
  const { info } = useSession();
  const [deleting, setDeleting] = useState(false);
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{t('title')}</h1>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('account')}</h2>
          <dl className="mb-0">
            <dt>{t('name')}</dt><dd>{info.Name}</dd>
            <dt>{t('email')}</dt><dd className="mb-0">{info.Email}</dd>
          </dl>
        </Card.Body>
      </Card>
      <ProfileAnswersCard />
      <NotificationsCard />
      <AreaAlertsCard />
      <PasswordCard />
      <MfaCard />
      <PasskeysCard />
      <IdentitiesCard />
      <SessionsCard />
      <ApiTokensCard />
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('dataTitle')}</h2>
          <p>{t('dataText')}</p>
          <a className="btn btn-primary" href={ACCOUNT_EXPORT_URL} download>{t('download')}</a>
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{t('deleteTitle')}</h2>
          <p>{t('deleteIntro')}</p>
          <Button variant="outline-danger" onClick={() => setDeleting(true)}>{t('deleteButton')}</Button>
        </Card.Body>
      </Card>
      <DeleteAccountModal show={deleting} onClose={() => setDeleting(false)} />
    </Container>
  );
}
