import type { Organisation } from '@mitmachkarte/contract';
import { useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { FailureAlert } from '../../components/failure-alert';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useCreateOrganisation } from './api';

/** The small modal asking for the host of a new organisation (docs/product.md §2; a host is required, spec
 *  §5). On failure it stays open with the warning of docs/product.md §8. */
export function AddOrganisationModal({ onClose, onCreated }: { onClose: () => void; onCreated: (org: Organisation) => void }) {
  const tc = useT('common', de.common);
  const t = useT('adminOrganisations', de.adminOrganisations);
  const create = useCreateOrganisation();
  const [host, setHost] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const Host = host.trim();
    if (!Host) return setMissing(true);
    if (create.isPending) return;
    create.mutate({ Host }, {
      onSuccess: (org) => {
        showAlert('success', t('created'));
        onCreated(org);
      },
    });
  };

  return (
    <Modal show onHide={onClose} aria-labelledby="org-add-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title id="org-add-title" as="h2" className="h5">{t('addTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {create.isError && <FailureAlert text={t('createFailed')} error={create.error} />}
          <TextField id="org-add-host" label={t('host')} value={host} autoComplete="off" hint={t('hostHint')}
            error={missing ? t('hostMissing') : undefined} onChange={(v) => { setHost(v); setMissing(false); }} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>{tc('cancel')}</Button>
          <Button type="submit" disabled={create.isPending}>{tc('ok')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
