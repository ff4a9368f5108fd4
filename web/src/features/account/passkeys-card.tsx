import type { Passkey } from '@mitmachkarte/contract';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Alert, Button, Card, ListGroup } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { FailureAlert, failureText } from '../../components/failure-alert';
import { SingleFieldModal } from '../../components/single-field-modal';
import * as de from '../../i18n/de/account';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { ApiError } from '../../lib/api-client';
import { useFormat } from '../../lib/use-format';
import { mfaStatusQueryOptions, passkeysQueryOptions, useAddPasskey, useRemovePasskey, useRenamePasskey } from './api';

const ADD_ID = 'passkey-add';
const TITLE_ID = 'passkeys-title';

/** Whether the browser's ceremony was cancelled or timed out (WebAuthn Level 2 §5.1.3: NotAllowedError). */
const wasCancelled = (err: unknown) => err instanceof Error && err.name === 'NotAllowedError';

/** „Passkeys“ in the profile (docs/product.md §14): the own passkeys with name, date added and
 *  last use, „Passkey hinzufügen“ (the browser asks the authenticator), renaming, and removing
 *  after a question; the focus goes to „Passkey hinzufügen“ once a removed passkey's buttons are gone. */
export function PasskeysCard() {
  const t = useT('passkeys', de.passkeys);
  const format = useFormat();
  const list = useQuery(passkeysQueryOptions);
  const mfa = useQuery(mfaStatusQueryOptions);
  // Removing the only passkey of an account that has no app under a requirement takes its second factor.
  const lastSecondFactor = mfa.data?.Required === true && !mfa.data.Enabled && list.data?.length === 1;
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  // Set when a passkey was removed: its buttons are gone, so the focus goes on once the question has.
  const removedOne = useRef(false);
  const [renaming, setRenaming] = useState<Passkey>();
  const [removing, setRemoving] = useState<Passkey>();
  const supported = browserSupportsWebAuthn();

  // The password first (a taken-over session cannot add a passkey of its own), then the browser.
  const [asking, setAsking] = useState(false);
  const onAdd = (password: string) => add.mutate(password, {
    onSuccess: () => {
      setAsking(false);
      showAlert('success', t('added'));
    },
    // The server's refusals (a wrong password) show in the question; the browser's end it.
    onError: (err) => {
      if (err instanceof ApiError) return;
      setAsking(false);
      showAlert('warning', wasCancelled(err) ? t('cancelled') : failureText(t('addFailed'), err));
    },
  });
  const onRemove = () => removing && remove.mutate(removing.ID, {
    onSuccess: () => {
      setRemoving(undefined);
      showAlert('success', t('removed'));
      removedOne.current = true;
    },
  });

  const focusAfterRemoval = () => {
    if (!removedOne.current) return;
    removedOne.current = false;
    (document.getElementById(ADD_ID) ?? document.getElementById(TITLE_ID))?.focus();
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5" id={TITLE_ID} tabIndex={-1}>{t('title')}</h2>
        <p>{t('text')}</p>
        {list.isError && <p role="alert" className="text-danger">{t('loadFailed')}</p>}
        {list.data && list.data.length === 0 && <p>{t('none')}</p>}
        {list.data && list.data.length > 0 && (
          <ListGroup as="ul" className="mb-3" aria-label={t('caption')}>
            {list.data.map((p) => (
              <ListGroup.Item as="li" key={p.ID} className="d-flex flex-wrap align-items-center gap-2">
                <div className="me-auto">
                  <strong>{p.Name}</strong>
                  <div className="small">{t('created')} {format.date(p.CreatedAt)} · {p.LastUsedAt ? `${t('lastUsed')} ${format.date(p.LastUsedAt)}` : t('neverUsed')}</div>
                </div>
                <Button size="sm" variant="outline-secondary" aria-label={t('renameLabel', { name: p.Name })} onClick={() => { rename.reset(); setRenaming(p); }}>{t('rename')}</Button>
                <Button size="sm" variant="outline-danger" aria-label={t('removeLabel', { name: p.Name })} onClick={() => { remove.reset(); setRemoving(p); }}>{t('remove')}</Button>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
        {supported
          ? <Button id={ADD_ID} onClick={() => { add.reset(); setAsking(true); }} disabled={add.isPending}>{t('add')}</Button>
          : <p className="mb-0">{t('unsupported')}</p>}
      </Card.Body>
      {asking && (
        <SingleFieldModal id="passkey-add" title={t('addTitle')} label={t('password')} type="password" autoComplete="current-password" submitLabel={t('addNext')}
          pending={add.isPending} {...(add.error instanceof ApiError ? { failure: { text: t('addFailed'), error: add.error } } : {})}
          onClose={() => setAsking(false)} onSubmit={onAdd}>
          <p>{t('addText')}</p>
        </SingleFieldModal>
      )}
      {renaming && (
        <SingleFieldModal id="passkey-rename" title={t('renameTitle')} label={t('newName')} pending={rename.isPending}
          {...(rename.isError ? { failure: { text: t('renameFailed'), error: rename.error } } : {})}
          onClose={() => setRenaming(undefined)}
          onSubmit={(Name) => rename.mutate({ id: renaming.ID, Name }, { onSuccess: () => { setRenaming(undefined); showAlert('success', t('renamed')); } })} />
      )}
      <ConfirmModal id="passkey-remove" show={removing !== undefined} title={t('removeTitle')} pending={remove.isPending}
        onCancel={() => setRemoving(undefined)} onConfirm={onRemove} onExited={focusAfterRemoval}>
        {remove.isError && <FailureAlert text={t('removeFailed')} error={remove.error} />}
        {removing && <p className="mb-0">{t('removeText', { name: removing.Name })}</p>}
        {removing && lastSecondFactor && <Alert variant="warning" className="mt-3 mb-0">{t('lastSecondFactor')}</Alert>}
      </ConfirmModal>
    </Card>
  );
}
