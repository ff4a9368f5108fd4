import { Button, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import * as de from '../../i18n/de/login';
import { closeResetOffer, useLoginFailures } from './login-failures';

/** Offers a password reset after 3 failed logins (docs/product.md §2 Navigation bar, §4 Session). */
export function ResetOfferModal() {
  const { offerOpen } = useLoginFailures();
  const navigate = useNavigate();
  return (
    <Modal show={offerOpen} onHide={closeResetOffer} aria-labelledby="reset-offer-title">
      <Modal.Header closeButton closeLabel={de.common.close}>
        <Modal.Title id="reset-offer-title">{de.login.resetOfferTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>{de.login.resetOfferText}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={closeResetOffer}>{de.common.cancel}</Button>
        <Button onClick={() => { closeResetOffer(); navigate('/resetpassword'); }}>{de.login.resetPassword}</Button>
      </Modal.Footer>
    </Modal>
  );
}
