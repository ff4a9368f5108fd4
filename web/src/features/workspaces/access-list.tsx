import type { AclEntry } from '@mitmachkarte/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, Table } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureText } from '../../components/failure-alert';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { SingleFieldModal } from '../../components/single-field-modal';
import { de } from '../../i18n/de';
import { showAlert } from '../../lib/alerts';
import { useChangeAccessList } from './api';
import { userFailure } from './transfer-modal';

type AccessListProps = { workspaceId: string; acl: UseQueryResult<AclEntry[]> };

/** The access list of a workspace (docs/product.md §2, §6, §8): a table of Name and E-Mail with a remove
 *  button (asks first), and 'Benutzer hinzufügen' asking for the e-mail address. */
export function AccessList({ workspaceId, acl }: AccessListProps) {
  const t = de.workspaces;
  const add = useChangeAccessList(workspaceId, 'add');
  const remove = useChangeAccessList(workspaceId, 'remove');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<AclEntry>();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate({ ID: removing.ID }, {
      onSuccess: () => showAlert('success', t.aclRemoved),
      onError: (err) => showAlert('warning', failureText(t.aclRemoveFailed, err)),
      onSettled: () => setRemoving(undefined),
    });
  };

  return (
    <Card as="section" className="mb-4" aria-labelledby="acl-title">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="acl-title" className="h5 mb-0 me-auto">{t.acl}</h2>
        <Button size="sm" variant="outline-primary" onClick={() => { add.reset(); setAdding(true); }} disabled={!acl.isSuccess}>
          <PlusIcon /> {t.aclAdd}
        </Button>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t.aclHint}</p>
        {acl.isPending && <p className="mb-0">{de.common.loading}</p>}
        {acl.isError && <p className="mb-0 text-body-secondary">{t.aclLoadFailed}</p>}
        {acl.data?.length === 0 && <p className="mb-0">{t.aclEmpty}</p>}
        {acl.data && acl.data.length > 0 && (
          <Table size="sm" className="mb-0 align-middle" aria-labelledby="acl-title">
            <thead>
              <tr>
                <th scope="col">{t.aclName}</th>
                <th scope="col">{t.aclEmail}</th>
                <th scope="col" className="text-end">{t.aclActions}</th>
              </tr>
            </thead>
            <tbody>
              {acl.data.map((entry) => (
                <tr key={entry.ID}>
                  <td>{entry.Name}</td>
                  <td>{entry.Email}</td>
                  <td className="text-end">
                    <Button size="sm" variant="outline-danger" aria-label={t.aclRemove(entry.Name || entry.Email)} title={t.aclRemove(entry.Name || entry.Email)}
                      onClick={() => setRemoving(entry)}>
                      <TrashIcon />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>

      {adding && (
        <SingleFieldModal id="acl-add" title={t.aclAddTitle} label={t.aclAddEmail} type="email" autoComplete="email"
          pending={add.isPending} failure={add.isError ? userFailure(add.error, t.aclAddFailed) : undefined}
          onClose={() => setAdding(false)}
          onSubmit={(Email) => add.mutate({ Email }, {
            onSuccess: () => {
              showAlert('success', t.aclAdded);
              setAdding(false);
            },
          })} />
      )}
      <ConfirmModal id="acl-remove" show={removing !== undefined} title={t.aclRemoveTitle} pending={remove.isPending}
        onConfirm={confirmRemove} onCancel={() => setRemoving(undefined)}>
        {removing && t.aclRemoveQuestion(removing.Name ? `${removing.Name} (${removing.Email})` : removing.Email)}
      </ConfirmModal>
    </Card>
  );
}
