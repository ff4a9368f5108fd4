import { accountDeletionMode } from '@mitmachkarte/contract';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Form, Modal } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/account';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useOrg } from '../../lib/org';
import { useDeleteAccount } from './api';

/** The question 'Konto endgültig löschen?' with what happens to the contributions (as the
 *  organisation's setting says, docs/product.md §14) and the password that confirms it. On
 *  success the visitor is logged out and taken to the start page. */
export function DeleteAccountModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const t = useT('profile', de.profile);
  const tc = useT('common', de.common);
  const mode = accountDeletionMode(useOrg()?.Other ?? {});
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();
  const failure = remove.error instanceof ApiError ? remove.error.message : remove.error ? t('deleteFailed') : undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate({ Password: password }, {
      onSuccess: () => {
        showAlert('success', t('deleted'));
        void navigate('/');
      },
    });
  };

  return (
    <Modal show={show} onHide={onClose} aria-labelledby="delete-account-title" aria-describedby="delete-account-text">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title id="delete-account-title" as="h2" className="h5">{t('confirmTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <div id="delete-account-text">
            <p>{t('deleteText')}</p>
            <p>{mode === 'delete' ? t('deletesContributions') : t('keepsAnonymised')}</p>
          </div>
          {failure && <Alert variant="danger" role="alert">{failure}</Alert>}
          <TextField id="delete-account-password" label={t('confirmPassword')} type="password" autoComplete="current-password"
            value={password} onChange={setPassword} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>{tc('cancel')}</Button>
          <Button type="submit" variant="danger" disabled={password === '' || remove.isPending}>{t('confirmButton')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
