import type { ReactNode } from 'react';
import { Button, Modal } from 'react-bootstrap';
import * as de from '../i18n/de/common';
import { useT } from '../i18n/runtime';

type ConfirmModalProps = {
  /** Prefix of the element ids (the title's id is `${id}-title`). */
  id: string;
  show: boolean;
  title: string;
  children: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed call runs: OK is disabled. */
  pending?: boolean;
  /** After the modal has gone (its fade ended): e.g. to put the focus somewhere once the element
   *  that opened it is gone. */
  onExited?: () => void;
};

/** A question with OK and Abbrechen (the delete modals of docs/product.md §2). */
export function ConfirmModal({ id, show, title, children, onConfirm, onCancel, pending = false, onExited }: ConfirmModalProps) {
  const tc = useT('common', de.common);
  return (
    <Modal show={show} onHide={onCancel} {...(onExited ? { onExited } : {})} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">{title}</Modal.Title>
      </Modal.Header>
      <Modal.Body id={`${id}-text`}>{children}</Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>{tc('cancel')}</Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>{tc('ok')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
