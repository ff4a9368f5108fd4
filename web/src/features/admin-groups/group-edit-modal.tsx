import { PERMISSIONS, type Group, type Permission, type PermissionName } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { DualSortableLists } from '../../components/dual-sortable-lists';
import { FailureAlert } from '../../components/failure-alert';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { permissionsQueryOptions, useUpdateGroup } from './api';

const permissionId = (p: Permission) => p.Name;
const permissionLabel = (p: Permission) => p.Name;
const isKnown = (name: string): name is PermissionName => (PERMISSIONS as readonly string[]).includes(name);

/** The large modal 'Gruppe bearbeiten' (docs/product.md §2): the name and the two lists
 *  'Gruppenberechtigungen' / 'Verfügbare Berechtigungen'. OK saves and closes; on failure the
 *  modal stays open with a warning (docs/product.md §4). */
export function GroupEditModal({ group, onClose }: { group: Group; onClose: () => void }) {
  const tc = useT('common', de.common);
  const t = useT('adminGroups', de.adminGroups);
  // The server's description is German; a known permission's is said in the interface language.
  const permissionDescription = (p: Permission) => (isKnown(p.Name) ? t(`permission_${p.Name}`) : p.Description);
  const permissions = useQuery(permissionsQueryOptions);
  const update = useUpdateGroup();
  const [name, setName] = useState(group.Name);
  const [chosen, setChosen] = useState(() => group.Permissions.map((p) => p.Name));

  const known = permissions.data ?? [];
  const descriptions = new Map(known.map((p) => [p.Name, p.Description]));
  const selected: Permission[] = chosen.map((Name) => ({ Name, Description: descriptions.get(Name) ?? '' }));
  const available = known.filter((p) => !chosen.includes(p.Name));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    update.mutate({ ID: group.ID, Name: name, Permissions: chosen.map((Name) => ({ Name })) }, {
      onSuccess: () => {
        showAlert('success', t('saved'));
        onClose();
      },
    });
  };

  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="group-edit-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title id="group-edit-title" as="h2" className="h5">{t('editTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {update.isError && <FailureAlert text={t('saveFailed')} error={update.error} />}
          <TextField id="group-edit-name" label={t('name')} value={name} onChange={setName} autoComplete="off" />
          <p id="group-edit-hint" className="small text-body-secondary">{t('permissionsHint')}</p>
          {permissions.isError && <p className="text-danger small">{t('permissionsFailed')}</p>}
          <DualSortableLists id="group-permissions" selected={selected} available={available}
            onChange={(next) => setChosen(next.map((p) => p.Name))}
            getId={permissionId} getLabel={permissionLabel} getDescription={permissionDescription}
            selectedTitle={t('permissions')} availableTitle={t('available')}
            itemNoun={t('permissionNoun')} />
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>{tc('cancel')}</Button>
          <Button type="submit" disabled={update.isPending}>{tc('ok')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
