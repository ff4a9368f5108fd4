import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import * as de from '../../i18n/de/login';
import { useT } from '../../i18n/runtime';
import { closeResetOffer, useLoginFailures } from './login-failures';

/** Offers a password reset after 3 failed logins (docs/product.md §2 Navigation bar, §4 Session). */
export function ResetOfferModal() {
  const tc = useT('common', de.common);
  const t = useT('login', de.login);
  const { offerOpen } = useLoginFailures();
  const navigate = useNavigate();
  return (
    <Modal show={offerOpen} onHide={closeResetOffer} aria-labelledby="reset-offer-title">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id="reset-offer-title">{t('resetOfferTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{t('resetOfferText')}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={closeResetOffer}>{tc('cancel')}</Button>
        <Button onClick={() => { closeResetOffer(); navigate('/resetpassword'); }}>{t('resetPassword')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
