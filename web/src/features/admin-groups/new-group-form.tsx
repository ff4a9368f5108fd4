import { useState, type FormEvent } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { PlusIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { showAlert } from '../../lib/alerts';
import { useCreateGroup } from './api';

/** The 'Neue Gruppe' box with its plus button (docs/product.md §2.9 Group administration): an empty name does
 *  nothing (docs/product.md §5); a new group starts without permissions (docs/product.md §3). */
export function NewGroupForm() {
  const [name, setName] = useState('');
  const create = useCreateGroup();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const Name = name.trim();
    if (!Name || create.isPending) return;
    create.mutate({ Name, Permissions: [] }, {
      onSuccess: () => {
        showAlert('success', de.adminGroups.created);
        setName('');
      },
      onError: (err) => showAlert('warning', failureText(de.adminGroups.createFailed, err)),
    });
  };

  return (
    <Form onSubmit={submit} className="mb-3" style={{ maxWidth: '48rem' }} aria-label={de.adminGroups.create}>
      <Form.Label htmlFor="new-group-name" visuallyHidden>{de.adminGroups.newGroupLabel}</Form.Label>
      <InputGroup>
        <Form.Control id="new-group-name" value={name} placeholder={de.adminGroups.newGroup} autoComplete="off"
          onChange={(e) => setName(e.target.value)} />
        <Button type="submit" variant="primary" aria-label={de.adminGroups.create} title={de.adminGroups.create}>
          <PlusIcon />
        </Button>
      </InputGroup>
    </Form>
  );
}
