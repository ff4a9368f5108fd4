import type { AclEntry, Invitation } from '@mitmachkarte/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, ListGroup, Table } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureText } from '../../components/failure-alert';
import { PlusIcon, TrashIcon } from '../../components/icons';
import { SingleFieldModal } from '../../components/single-field-modal';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useFormat } from '../../lib/use-format';
import { useInvitations, useInvite, useRemoveFromTeam, useWithdrawInvitation } from './api';

type AccessListProps = { workspaceId: string; acl: UseQueryResult<AclEntry[]> };

/** The team of a project, its access list (docs/product.md §2.12, §17.4): a table of Name and
 *  E-Mail with a remove button (asks first); „Zum Team einladen“ asking for the e-mail address
 *  (every address gets a mail, and joins when it accepts); the open invitations, each with
 *  „Einladung zurückziehen“ (asks first). Shown to those the server lets manage the team. */
export function AccessList({ workspaceId, acl }: AccessListProps) {
  const tc = useT('common', de.common);
  const t = useT('workspaces', de.workspaces);
  const tt = useT('team', de.team);
  const format = useFormat();
  const invite = useInvite(workspaceId);
  const invitations = useInvitations(workspaceId);
  const withdraw = useWithdrawInvitation(workspaceId);
  const remove = useRemoveFromTeam(workspaceId);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<AclEntry>();
  const [withdrawing, setWithdrawing] = useState<Invitation>();

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate({ ID: removing.ID }, {
      onSuccess: () => showAlert('success', t('aclRemoved')),
      onError: (err) => showAlert('warning', failureText(t('aclRemoveFailed'), err)),
      onSettled: () => setRemoving(undefined),
    });
  };
  const confirmWithdraw = () => {
    if (!withdrawing) return;
    withdraw.mutate(withdrawing.ID, {
      onSuccess: () => showAlert('success', tt('withdrawn')),
      onError: (err) => showAlert('warning', failureText(tt('withdrawFailed'), err)),
      onSettled: () => setWithdrawing(undefined),
    });
  };

  return (
    <Card as="section" className="mb-4" aria-labelledby="acl-title">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="acl-title" className="h5 mb-0 me-auto">{tt('title')}</h2>
        <Button size="sm" variant="outline-primary" onClick={() => { invite.reset(); setInviting(true); }} disabled={!acl.isSuccess}>
          <PlusIcon /> {tt('invite')}
        </Button>
      </Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{tt('hint')}</p>
        {acl.isPending && <p className="mb-0">{tc('loading')}</p>}
        {acl.isError && <p className="mb-0 text-body-secondary">{t('aclLoadFailed')}</p>}
        {acl.data?.length === 0 && <p className="mb-0">{tt('empty')}</p>}
        {acl.data && acl.data.length > 0 && (
          <Table size="sm" className="mb-0 align-middle" aria-labelledby="acl-title">
            <thead>
              <tr>
                <th scope="col">{t('aclName')}</th>
                <th scope="col">{t('aclEmail')}</th>
                <th scope="col" className="text-end">{t('aclActions')}</th>
              </tr>
            </thead>
            <tbody>
              {acl.data.map((entry) => (
                <tr key={entry.ID}>
                  <td>{entry.Name}</td>
                  <td className="text-break">{entry.Email}</td>
                  <td className="text-end">
                    <Button size="sm" variant="outline-danger" aria-label={t('aclRemove', { name: entry.Name || entry.Email })} title={t('aclRemove', { name: entry.Name || entry.Email })}
                      onClick={() => setRemoving(entry)}>
                      <TrashIcon />
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <h3 className="h6 mt-4" id="invitations-title">{tt('openTitle')}</h3>
        {invitations.data?.length === 0 && <p className="mb-0 small">{tt('openEmpty')}</p>}
        {invitations.data && invitations.data.length > 0 && (
          <ListGroup as="ul" aria-labelledby="invitations-title">
            {invitations.data.map((inv) => (
              <ListGroup.Item as="li" key={inv.ID} className="d-flex flex-wrap align-items-center gap-2">
                <div className="me-auto text-break">
                  <div>{inv.Email}</div>
                  <div className="small text-body-secondary">{tt('openDetail', { by: inv.InvitedBy, until: format.date(inv.ExpiresAt) })}</div>
                </div>
                <Button size="sm" variant="outline-danger" aria-label={tt('withdrawLabel', { email: inv.Email })} onClick={() => setWithdrawing(inv)}>{tt('withdraw')}</Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Card.Body>

      {inviting && (
        <SingleFieldModal id="team-invite" title={tt('inviteTitle')} label={tt('email')} type="email" autoComplete="email" submitLabel={tt('submit')}
          pending={invite.isPending} failure={invite.isError ? { text: tt('inviteFailed'), error: invite.error } : undefined}
          onClose={() => setInviting(false)}
          onSubmit={(email) => invite.mutate(email, {
            onSuccess: (answer) => {
              showAlert('success', answer.Message);
              setInviting(false);
            },
          })}>
          <p className="small">{tt('inviteHint')}</p>
        </SingleFieldModal>
      )}
      <ConfirmModal id="acl-remove" show={removing !== undefined} title={t('aclRemoveTitle')} pending={remove.isPending}
        onConfirm={confirmRemove} onCancel={() => setRemoving(undefined)}>
        {removing && t('aclRemoveQuestion', { name: removing.Name ? `${removing.Name} (${removing.Email})` : removing.Email })}
      </ConfirmModal>
      <ConfirmModal id="invitation-withdraw" show={withdrawing !== undefined} title={tt('withdraw')} pending={withdraw.isPending}
        onConfirm={confirmWithdraw} onCancel={() => setWithdrawing(undefined)}>
        {withdrawing && tt('withdrawQuestion', { email: withdrawing.Email })}
      </ConfirmModal>
    </Card>
  );
}
