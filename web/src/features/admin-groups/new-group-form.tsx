import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { PlusIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useCreateGroup } from './api';

/** The 'Neue Gruppe' box with its plus button (docs/product.md §2.9 Group administration): an empty name does
 *  nothing (docs/product.md §5); a new group starts without permissions (docs/product.md §3). */
export function NewGroupForm() {
  const t = useT('adminGroups', de.adminGroups);
  const [name, setName] = useState('');
  const create = useCreateGroup();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const Name = name.trim();
    if (!Name || create.isPending) return;
    create.mutate({ Name, Permissions: [] }, {
      onSuccess: () => {
        showAlert('success', t('created'));
        setName('');
      },
      onError: (err) => showAlert('warning', failureText(t('createFailed'), err)),
    });
  };

  return (
    <Form onSubmit={submit} className="mb-3" style={{ maxWidth: '48rem' }} aria-label={t('create')}>
      <Form.Label htmlFor="new-group-name" visuallyHidden>{t('newGroupLabel')}</Form.Label>
      <InputGroup>
        <Form.Control id="new-group-name" value={name} placeholder={t('newGroup')} autoComplete="off"
          onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="primary" aria-label={t('create')} title={t('create')}>
          <PlusIcon />
        </Button>
      </InputGroup>
    </Form>
  );
}
