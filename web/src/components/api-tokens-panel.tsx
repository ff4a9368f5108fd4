import type { ApiToken, CreateApiTokenBody, CreatedApiToken, MessageBody, Workspace } from '@mitmachkarte/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert, Button, Form, ListGroup, Modal } from 'react-bootstrap';
import * as de from '../i18n/de/account';
import { useT } from '../i18n/runtime';
import { showAlert } from '../lib/alerts';
import { endOfBerlinDay } from '../lib/format';
import { useFormat } from '../lib/use-format';
import { ConfirmModal } from './confirm-modal';
import { FailureAlert } from './failure-alert';

const DAY_MS = 24 * 3600_000;
/** The expiry proposed for a new key (days) and the latest one offered (the server allows 366). */
const PROPOSED_DAYS = 90;
const LATEST_DAYS = 365;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whose keys a panel shows: the account's own (with `manage:` scopes of its projects) or an
 *  organisation's (reading and writing only, as a visitor without an account). */
export type ApiTokensOwner = 'account' | 'organisation';

/** What a panel of keys reads and writes: the list, making and withdrawing, and the projects a
 *  new key may manage (none for an organisation's). */
export type ApiTokensSource = {
  owner: ApiTokensOwner;
  list: UseQueryResult<ApiToken[]>;
  create: UseMutationResult<CreatedApiToken, Error, CreateApiTokenBody>;
  revoke: UseMutationResult<MessageBody, Error, string>;
  projects: Workspace[];
};

/** The keys of `source` below a heading of the caller's: the intro, the list with „Widerrufen“
 *  (after a question) and „Neuer API-Schlüssel“ (the dialog shows the new key once). */
export function ApiTokensPanel({ source }: { source: ApiTokensSource }) {
  const t = useT('apiTokens', de.apiTokens);
  const format = useFormat();
  const { owner, list, revoke, projects } = source;
  const org = owner === 'organisation';
  const managed = org ? [] : projects.filter((w) => w.CanEdit);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken>();

  const scopeText = (scope: string) => {
    if (scope === 'read') return t('read');
    if (scope === 'write') return t('write');
    const id = scope.slice('manage:'.length);
    return t('manage', { name: projects.find((w) => w.ID === id)?.Name ?? t('unknownProject') });
  };
  const onRevoke = () => revoking && revoke.mutate(revoking.ID, {
    onSuccess: () => {
      setRevoking(undefined);
      showAlert('success', t('revoked'));
    },
  });

  return (
    <>
      <p>{org ? t('orgText') : t('text')}</p>
      {list.isError && <p role="alert" className="text-danger">{t('loadFailed')}</p>}
      {list.data && list.data.length === 0 && <p>{org ? t('orgNone') : t('none')}</p>}
      {list.data && list.data.length > 0 && (
        <ListGroup as="ul" className="mb-3" aria-label={org ? t('orgCaption') : t('caption')}>
          {list.data.map((k) => (
            <ListGroup.Item as="li" key={k.ID} className="d-flex flex-wrap align-items-center gap-2">
              <div className="me-auto">
                <strong>{k.Name}</strong> <code>{k.Prefix}…</code>
                {k.Expired && <span className="badge text-bg-secondary ms-2">{t('expired')}</span>}
                <div className="small">{t('scopes')}: {k.Scopes.map(scopeText).join(', ')}</div>
                <div className="small">
                  {t('expires')} {format.dayOf(k.ExpiresAt)} · {k.LastUsedAt ? `${t('lastUsed')} ${format.date(k.LastUsedAt)}` : t('neverUsed')}
                </div>
              </div>
              <Button size="sm" variant="outline-danger" aria-label={t('revokeLabel', { name: k.Name })} onClick={() => { revoke.reset(); setRevoking(k); }}>{t('revoke')}</Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <Button onClick={() => setCreating(true)}>{t('add')}</Button>
      {creating && <CreateApiTokenModal owner={owner} create={source.create} managed={managed} onClose={() => setCreating(false)} />}
      <ConfirmModal id="api-token-revoke" show={revoking !== undefined} title={t('revokeTitle')} pending={revoke.isPending}
        onCancel={() => setRevoking(undefined)} onConfirm={onRevoke}>
        {revoke.isError && <FailureAlert text={t('revokeFailed')} error={revoke.error} />}
        {revoking && <p className="mb-0">{t('revokeText', { name: revoking.Name })}</p>}
      </ConfirmModal>
    </>
  );
}

/** The dialog of „Neuer API-Schlüssel“: name, permissions (reading, writing, managing each of the
 *  projects the account manages) and expiry; then the key, shown once. */
function CreateApiTokenModal({ owner, create, managed, onClose }: {
  owner: ApiTokensOwner; create: ApiTokensSource['create']; managed: Workspace[]; onClose: () => void;
}) {
  const t = useT('apiTokens', de.apiTokens);
  const tc = useT('common', de.common);
  const org = owner === 'organisation';
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<string[]>(['read']);
  const [expires, setExpires] = useState(() => isoDay(Date.now() + PROPOSED_DAYS * DAY_MS));
  const [made, setMade] = useState<CreatedApiToken>();
  const toggle = (scope: string, on: boolean) => setScopes((s) => (on ? [...s, scope] : s.filter((x) => x !== scope)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ Name: name, Scopes: scopes, ExpiresAt: endOfBerlinDay(expires) }, { onSuccess: setMade });
  };
  const copy = (token: string) => navigator.clipboard.writeText(token)
    .then(() => showAlert('success', t('copied')), () => showAlert('warning', t('copyFailed')));

  return (
    <Modal show onHide={onClose} aria-labelledby="api-token-create-title">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id="api-token-create-title" as="h2" className="h5">{made ? (org ? t('orgCreatedTitle') : t('createdTitle')) : t('add')}</Modal.Title>
      </Modal.Header>
      {made ? (
        <>
          <Modal.Body>
            <Alert variant="warning">{org ? t('orgCreatedWarning') : t('createdWarning')}</Alert>
            <Form.Group controlId="api-token-value">
              <Form.Label>{t('title')}</Form.Label>
              <Form.Control readOnly value={made.Token} className="font-monospace" onFocus={(e) => e.currentTarget.select()} />
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-primary" onClick={() => void copy(made.Token)}>{t('copy')}</Button>
            <Button onClick={onClose}>{t('done')}</Button>
          </Modal.Footer>
        </>
      ) : (
        <Form onSubmit={submit}>
          <Modal.Body>
            {create.isError && <FailureAlert text={t('createFailed')} error={create.error} />}
            <Form.Group className="mb-3" controlId="api-token-name">
              <Form.Label>{t('name')}</Form.Label>
              <Form.Control value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required aria-describedby="api-token-name-hint" />
              <Form.Text id="api-token-name-hint">{t('nameHint')}</Form.Text>
            </Form.Group>
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('scopes')}</legend>
              <Form.Check id="api-token-read" checked={scopes.includes('read')} onChange={(e) => toggle('read', e.target.checked)}
                label={<>{t('read')} <span className="small d-block">{org ? t('orgReadHint') : t('readHint')}</span></>} />
              <Form.Check id="api-token-write" checked={scopes.includes('write')} onChange={(e) => toggle('write', e.target.checked)}
                label={<>{t('write')} <span className="small d-block">{org ? t('orgWriteHint') : t('writeHint')}</span></>} />
            </fieldset>
            {managed.length > 0 && (
              <fieldset className="mb-3" aria-describedby="api-token-manage-hint">
                <legend className="form-label fs-6">{t('manageLegend')}</legend>
                <p className="small" id="api-token-manage-hint">{t('manageHint')}</p>
                {managed.map((w) => (
                  <Form.Check key={w.ID} id={`api-token-manage-${w.ID}`} label={w.Name} checked={scopes.includes(`manage:${w.ID}`)}
                    onChange={(e) => toggle(`manage:${w.ID}`, e.target.checked)} />
                ))}
              </fieldset>
            )}
            <Form.Group controlId="api-token-expires">
              <Form.Label>{t('expiresAt')}</Form.Label>
              <Form.Control type="date" value={expires} onChange={(e) => setExpires(e.target.value)} required
                min={isoDay(Date.now() + DAY_MS)} max={isoDay(Date.now() + LATEST_DAYS * DAY_MS)} aria-describedby="api-token-expires-hint" />
              <Form.Text id="api-token-expires-hint">{t('expiresHint')}</Form.Text>
            </Form.Group>
          </Modal.Body>
          <Modal.Footer>
            <Button type="submit" disabled={create.isPending}>{t('create')}</Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
