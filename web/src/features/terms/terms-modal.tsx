import { Button, Modal } from 'react-bootstrap';
import { Link } from 'react-router';
import { FailureAlert } from '../../components/failure-alert';
import * as de from '../../i18n/de/terms';
import { useT } from '../../i18n/runtime';
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
  const t = useT('terms', de.terms);
  const tc = useT('common', de.common);
  const accept = useAcceptTerms();
  const onAccept = () => accept.mutate({ Version: version }, { onSuccess: () => showAlert('success', t('accepted')) });
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="terms-changed-title" aria-describedby="terms-changed-text">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id="terms-changed-title" as="h2" className="h5">{t('changedTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {accept.isError && <FailureAlert text={t('acceptFailed')} error={accept.error} />}
        <p id="terms-changed-text">{t('changedText')}</p>
        <p className="mb-0">
          <Link to={TERMS_PATH} target="_blank">
            {t('read')}<span className="visually-hidden"> {t('newTab')}</span>
          </Link>
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>{t('later')}</Button>
        <Button onClick={onAccept} disabled={accept.isPending}>{accept.isPending ? t('accepting') : t('accept')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
