import { mayGrant, type Group, type User } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form, Modal } from 'react-bootstrap';
import { DualSortableLists } from '../../components/dual-sortable-lists';
import { FailureAlert, failureText } from '../../components/failure-alert';
import { PasswordStrengthMeter, usePasswordStrength } from '../../components/password-strength';
import { TextField } from '../../components/text-field';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { groupChoicesQueryOptions, useCreateUser, useEndUserSessions, useResetUserPasskeys, useUpdateUser, userExportUrl } from './api';
import { AttributeRowsEditor } from './attribute-rows-editor';
import { attributesToSave, rowsFromAttributes } from './attribute-rows';
import './admin-users.css';

const groupId = (g: Group) => g.ID;
const groupLabel = (g: Group) => g.Name;

/** The modals 'Benutzer hinzufügen' (no `user`) and 'Benutzer bearbeiten' (docs/product.md §2 User
 *  administration): Name, Email, Passwort, Aktiv, the read-only Aktivierungscode when editing, the
 *  lists 'Nutzergruppen' / 'Verfügbare Gruppen' and the Attribute rows. OK saves and closes; on
 *  failure the modal stays open with a warning (docs/product.md §4). */
export function UserModal({ user, onClose }: { user?: User; onClose: () => void }) {
  const tc = useT('common', de.common);
  const t = useT('adminUsers', de.adminUsers);
  const groupDescription = (g: Group) => (g.Permissions.length
    ? t('groupPermissions', { names: g.Permissions.map((p) => p.Name).join(', ') })
    : t('groupNoPermissions'));
  const editing = user !== undefined;
  const groupChoices = useQuery(groupChoicesQueryOptions);
  const create = useCreateUser();
  const update = useUpdateUser();
  const save = editing ? update : create;
  const endSessions = useEndUserSessions();
  const resetPasskeys = useResetUserPasskeys();
  const [name, setName] = useState(user?.Name ?? '');
  const [email, setEmail] = useState(user?.Email ?? '');
  const [password, setPassword] = useState('');
  const strength = usePasswordStrength(password, [email, name]);
  const [active, setActive] = useState(user?.Active ?? false);
  const [groups, setGroups] = useState<Group[]>(() => user?.Groups ?? []);
  const [rows, setRows] = useState(() => rowsFromAttributes(user?.Attributes ?? []));

  // The list's copy of a group is fresher than the one inside the user.
  const allGroups = groupChoices.data ?? [];
  const chosen = groups.map((g) => allGroups.find((a) => a.ID === g.ID) ?? g);
  // Only groups whose permissions the administrator holds can be handed out (the contract's
  // mayGrant, which the server enforces too).
  const held = useSession().info.Permissions;
  const available = allGroups.filter((g) => !groups.some((c) => c.ID === g.ID) && mayGrant(held, g.Permissions.map((p) => p.Name)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    const fields = { Name: name, Email: email, Password: password, Active: active, Groups: groups.map((g) => ({ ID: g.ID })), Attributes: attributesToSave(rows) };
    const done = (text: string) => () => {
      showAlert('success', text);
      onClose();
    };
    if (user) update.mutate({ ...fields, ID: user.ID }, { onSuccess: done(t('saved')) });
    else create.mutate(fields, { onSuccess: done(t('created')) });
  };

  // The server's messages for single fields (400 with `Errors`), shown at and tied to the field.
  const errorOf = (field: string) =>
    save.error instanceof ApiError ? save.error.errors.find((e) => e.Field === field)?.Message : undefined;

  const title = editing ? t('editTitle') : t('addTitle');
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby="user-modal-title">
      <Form onSubmit={submit} noValidate>
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title id="user-modal-title" as="h2" className="h5">{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {save.isError && <FailureAlert text={editing ? t('saveFailed') : t('createFailed')} error={save.error} />}
          <div className="row g-3">
            <div className="col-md-6">
              <TextField id="user-name" label={t('name')} value={name} onChange={setName} autoComplete="off"
                error={errorOf('Name')} />
            </div>
            <div className="col-md-6">
              <TextField id="user-email" type="email" label={t('email')} value={email} onChange={setEmail} autoComplete="off"
                error={errorOf('Email')} />
            </div>
            <div className="col-md-6">
              <TextField id="user-password" type="password" label={t('password')} value={password} onChange={setPassword}
                autoComplete="new-password" hint={editing ? t('passwordKeep') : t('passwordHint')} error={errorOf('Password')}
                describedBy="user-password-strength" />
              <PasswordStrengthMeter id="user-password-strength" strength={strength} />
            </div>
            <div className="col-md-6">
              {editing && (
                <Form.Group className="mb-3" controlId="user-activation">
                  <Form.Label>{t('activation')}</Form.Label>
                  <Form.Control value={user.Activation} disabled />
                </Form.Group>
              )}
            </div>
          </div>
          <Form.Check type="checkbox" id="user-active" className="mb-0" label={t('active')} checked={active}
            onChange={(e) => setActive(e.target.checked)} aria-describedby="user-active-hint" />
          <Form.Text id="user-active-hint" className="d-block mb-3">{t('activeHint')}</Form.Text>
          {groupChoices.isError && <p className="small text-body-secondary">{t('groupsUnavailable')}</p>}
          <div className="mb-3">
            <DualSortableLists id="user-groups" selected={chosen} available={available} onChange={setGroups}
              getId={groupId} getLabel={groupLabel} getDescription={groupDescription}
              selectedTitle={t('groups')} availableTitle={t('availableGroups')} itemNoun={t('groupNoun')} />
          </div>
          <AttributeRowsEditor idPrefix="user" rows={rows} onChange={setRows} />
        </Modal.Body>
        <Modal.Footer>
          {user && (
            <div className="me-auto d-flex flex-wrap gap-2">
              <Button variant="outline-secondary" disabled={endSessions.isPending}
                onClick={() => endSessions.mutate(user.ID, { onSuccess: () => showAlert('success', t('sessionsEnded')) })}>
                {t('endSessions')}
              </Button>
              <Button variant="outline-secondary" disabled={resetPasskeys.isPending}
                onClick={() => resetPasskeys.mutate(user.ID, {
                  onSuccess: () => showAlert('success', t('passkeysReset')),
                  onError: (err) => showAlert('warning', failureText(t('passkeysResetFailed'), err)),
                })}>
                {t('resetPasskeys')}
              </Button>
              <a className="btn btn-outline-secondary" href={userExportUrl(user.ID)} download>{t('exportData')}</a>
            </div>
          )}
          <Button variant="secondary" onClick={onClose}>{tc('cancel')}</Button>
          <Button type="submit" disabled={save.isPending}>{tc('ok')}</Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
