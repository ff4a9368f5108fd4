import type { Group } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureText } from '../../components/failure-alert';
import { EntityList } from '../../components/entity-list';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { groupsQueryOptions, useDeleteGroup } from './api';
import { GroupEditModal } from './group-edit-modal';
import { NewGroupForm } from './new-group-form';

/** /admin/groups (docs/product.md §2.9 Group administration): new-group box, the list of groups with name and
 *  delete buttons (the chosen one highlighted), the edit modal and the delete question. */
export function GroupsPage() {
  const tc = useT('common', de.common);
  const t = useT('adminGroups', de.adminGroups);
  const groups = useQuery(groupsQueryOptions);
  const remove = useDeleteGroup();
  const [selectedId, setSelectedId] = useState<string>();
  const [editing, setEditing] = useState<Group>();
  const [deleting, setDeleting] = useState<Group>();

  const open = (id: string) => {
    setSelectedId(id);
    setEditing(groups.data?.find((g) => g.ID === id));
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const group = deleting;
    remove.mutate(group.ID, {
      onSuccess: () => showAlert('success', t('deleted')),
      onError: (err) => showAlert('warning', failureText(t('deleteFailed'), err)),
      onSettled: () => setDeleting(undefined),
    });
  };

  return (
    <section aria-labelledby="groups-title">
      <h1 id="groups-title" className="h3 mb-3">{t('title')}</h1>
      <NewGroupForm />
      {groups.isPending && <p>{tc('loading')}</p>}
      {groups.isError && <p className="text-danger">{t('loadFailed')}</p>}
      {groups.data?.length === 0 && <p>{t('empty')}</p>}
      {groups.data && groups.data.length > 0 && (
        <EntityList label={t('list')} selectedId={selectedId} onOpen={open}
          onDelete={(id) => setDeleting(groups.data.find((g) => g.ID === id))}
          items={groups.data.map((g) => ({
            id: g.ID,
            name: g.Name,
            detail: g.Permissions.length ? g.Permissions.map((p) => p.Name).join(', ') : t('noPermissions'),
            deleteLabel: t('remove', { name: g.Name }),
          }))} />
      )}
      {editing && <GroupEditModal group={editing} onClose={() => setEditing(undefined)} />}
      {deleting && (
        <ConfirmModal id="group-delete" show title={t('deleteTitle')} pending={remove.isPending}
          onConfirm={confirmDelete} onCancel={() => setDeleting(undefined)}>
          {t('deleteQuestion', { name: deleting.Name })}
        </ConfirmModal>
      )}
    </section>
  );
}
