import { Button, Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { FailureAlert } from '../../components/failure-alert';
import * as de from '../../i18n/de/terms';
import { showAlert } from '../../lib/alerts';
import { TERMS_PATH } from '../../lib/terms';
import { useAcceptTerms } from './api';

type TermsModalProps = {
  show: boolean;
  /** The current version, which „Akzeptieren“ accepts. */
  version: string;
  /** Closing without accepting: asked again on the next visit (docs/product.md §2.22). */
  onClose: () => void;
};

/** „Die Nutzungsbedingungen haben sich geändert“ (docs/product.md §2.22, §13): a modal dialog with
 *  the link to the terms (new tab, said to screen readers) and „Akzeptieren“; „Später“, the close
 *  button and Escape leave it for this visit. Bootstrap's modal keeps the focus inside and gives
 *  it back on closing. */
export function TermsModal({ show, version, onClose }: TermsModalProps) {
  const accept = useAcceptTerms();
  const onAccept = () => accept.mutate({ Version: version }, { onSuccess: () => showAlert('success', de.terms.accepted) });
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="terms-changed-title" aria-describedby="terms-changed-text">
      <Modal.Header closeButton closeLabel={de.common.close}>
        <Modal.Title id="terms-changed-title" as="h2" className="h5">{de.terms.changedTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {accept.isError && <FailureAlert text={de.terms.acceptFailed} error={accept.error} />}
        <p id="terms-changed-text">{de.terms.changedText}</p>
        <p className="mb-0">
          <Link to={TERMS_PATH} target="_blank">
            {de.terms.read}<span className="visually-hidden"> {de.terms.newTab}</span>
          </Link>
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>{de.terms.later}</Button>
        <Button onClick={onAccept} disabled={accept.isPending}>{accept.isPending ? de.terms.accepting : de.terms.accept}</Button>
      </Modal.Footer>
    </Modal>
  );
}
