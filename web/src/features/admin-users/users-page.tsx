import type { User } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { EntityList } from '../../components/entity-list';
import { failureText } from '../../components/failure-alert';
import { PlusIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useDeleteUser, usersQueryOptions } from './api';
import { UserModal } from './user-modal';

type Editing = { mode: 'add' } | { mode: 'edit'; user: User };

const userDetail = (u: User, inactive: string) => [u.Email, u.Active ? '' : inactive, u.Groups.map((g) => g.Name).join(', ')]
  .filter(Boolean).join(' · ');

/** /admin/users (docs/product.md §2.10 User administration): heading with plus button, the list of users with
 *  name and delete buttons, the add/edit modal and the delete question. */
export function UsersPage() {
  const tc = useT('common', de.common);
  const t = useT('adminUsers', de.adminUsers);
  const users = useQuery(usersQueryOptions);
  const remove = useDeleteUser();
  const [selectedId, setSelectedId] = useState<string>();
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<User>();

  const open = (id: string) => {
    const user = users.data?.find((u) => u.ID === id);
    setSelectedId(id);
    if (user) setEditing({ mode: 'edit', user });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.ID, {
      onSuccess: () => showAlert('success', t('deleted')),
      onError: (err) => showAlert('warning', failureText(t('deleteFailed'), err)),
      onSettled: () => setDeleting(undefined),
    });
  };

  return (
    <section aria-labelledby="users-title">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 id="users-title" className="h3 mb-0">{t('title')}</h1>
        <Button variant="primary" size="sm" aria-label={t('add')} title={t('add')} onClick={() => setEditing({ mode: 'add' })}>
          <PlusIcon />
        </Button>
      </div>
      {users.isPending && <p>{tc('loading')}</p>}
      {users.isError && <p className="text-danger">{t('loadFailed')}</p>}
      {users.data?.length === 0 && <p>{t('empty')}</p>}
      {users.data && users.data.length > 0 && (
        <EntityList label={t('list')} selectedId={selectedId} onOpen={open}
          onDelete={(id) => setDeleting(users.data.find((u) => u.ID === id))}
          items={users.data.map((u) => ({ id: u.ID, name: u.Name, detail: userDetail(u, t('inactive')), deleteLabel: t('remove', { name: u.Name }) }))} />
      )}
      {editing && <UserModal user={editing.mode === 'edit' ? editing.user : undefined} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <ConfirmModal id="user-delete" show title={t('deleteTitle')} pending={remove.isPending}
          onConfirm={confirmDelete} onCancel={() => setDeleting(undefined)}>
          {t('deleteQuestion', { name: deleting.Name })}
        </ConfirmModal>
      )}
    </section>
  );
}
