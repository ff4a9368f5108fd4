import { Container } from 'react-bootstrap';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MfaCard } from './mfa-card';
import { PasskeysCard } from './passkeys-card';

/** What a session sees on every screen while an organisation requires a second factor its account
 *  has not set up (UserInfo.MfaSetupRequired; the server answers any other call 403, docs/security.md,
 *  Two-factor login): why, and the set-up itself: the app's codes or a passkey (docs/security.md,
 *  Passkeys). The frame (app/layout.tsx) shows it in place of
 *  the page until the recovery codes are saved. */
export function MfaSetupScreen() {
  const t = useT('mfa', de.mfa);
  useDocumentTitle(t('requiredTitle'));
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3 mb-3">{t('requiredTitle')}</h1>
      <p>{t('requiredScreenText')}</p>
      <MfaCard />
      <p>{t('requiredPasskeyText')}</p>
      <PasskeysCard />
    </Container>
  );
}
