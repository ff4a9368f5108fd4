import { accountDeletionMode } from '@mitmachkarte/contract';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/account';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useOrg } from '../../lib/org';
import { useDeleteAccount } from './api';

/** The question 'Konto endgültig löschen?' with what happens to the contributions (as the
 *  organisation's setting says, docs/product.md §14) and the password that confirms it. On
 *  success the visitor is logged out and taken to the start page. */
export function DeleteAccountModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const mode = accountDeletionMode(useOrg()?.Other ?? {});
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const failure = remove.error instanceof ApiError ? remove.error.message : remove.error ? de.profile.deleteFailed : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate({ Password: password }, {
      onSuccess: () => {
        showAlert('success', de.profile.deleted);
        void navigate('/');
      },
    });
  };

  return (
    <Modal show={show} onHide={onClose} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={de.common.close}>
          <Modal.Title id="delete-account-title" as="h2" className="h5">{de.profile.confirmTitle}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div id="delete-account-text">
            <p>{de.profile.deleteText}</p>
            <p>{mode === 'delete' ? de.profile.deletesContributions : de.profile.keepsAnonymised}</p>
          </div>
          {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
          <TextField id="delete-account-password" label={de.profile.confirmPassword} type="password" autoComplete="current-password"
            value={password} onChange={setPassword} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>{de.common.cancel}</Button>
          <Button type="submit" variant="danger" disabled={password === '' || remove.isPending}>{de.profile.confirmButton}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
