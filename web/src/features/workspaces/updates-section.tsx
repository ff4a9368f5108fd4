import { PROJECT_UPDATE_TEXT_MAX, PROJECT_UPDATE_TITLE_MAX, type ProjectUpdate } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { ConfirmModal } from '../../components/confirm-modal';
import { FailureAlert, failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/updates-team';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useProjectUpdates, useUpdateRecipients, useUpdateWrites } from '../../lib/project-updates-api';
import { useFormat } from '../../lib/use-format';

/** The section „Neuigkeiten“ of the project management (docs/product.md §25.5): the form „Neuigkeit
 *  schreiben“ (Titel, Text in Markdown) that says how many get it by mail before „Veröffentlichen
 *  und senden“, and the published updates with how many each went to and „Löschen“ (asked first).
 *  Shown to the team only (the section is; the server decides). */
export function UpdatesSection({ workspaceId }: { workspaceId: string }) {
  const t = useT('updatesTeam', de.updatesTeam);
  const tc = useT('common', de.common);
  const f = useFormat();
  const ids = { title: useId(), text: useId(), hint: useId(), count: useId() };
  const list = useProjectUpdates(workspaceId);
  const recipients = useUpdateRecipients(workspaceId);
  const writes = useUpdateWrites(workspaceId);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [removing, setRemoving] = useState<ProjectUpdate>();

  const publish = (e: FormEvent) => {
    e.preventDefault();
    writes.create.mutate({ Title: title, Text: text }, {
      onSuccess: (made) => { setTitle(''); setText(''); showAlert('success', t('published', { count: made.Recipients ?? 0 })); },
    });
  };
  const remove = (u: ProjectUpdate) => writes.remove.mutate(u.ID, {
    onSuccess: () => { setRemoving(undefined); showAlert('success', t('removed')); },
    onError: (err) => showAlert('warning', failureText(t('removeFailed'), err)),
  });

  return (
    <Card as="section" className="mb-4" aria-labelledby="updates-title">
      <Card.Header><h2 id="updates-title" className="h5 mb-0">{t('title')}</h2></Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t('intro')}</p>
        <Form onSubmit={publish} className="mb-4" aria-labelledby="updates-write-title">
          <h3 id="updates-write-title" className="h6">{t('writeTitle')}</h3>
          <Form.Group className="mb-2" controlId={ids.title}>
            <Form.Label>{t('titleLabel')}</Form.Label>
            <Form.Control value={title} onChange={(e) => setTitle(e.target.value)} maxLength={PROJECT_UPDATE_TITLE_MAX} required />
          </Form.Group>
          <Form.Group className="mb-2" controlId={ids.text}>
            <Form.Label>{t('textLabel')}</Form.Label>
            <Form.Control as="textarea" rows={6} value={text} onChange={(e) => setText(e.target.value)} maxLength={PROJECT_UPDATE_TEXT_MAX} required aria-describedby={ids.hint} />
            <Form.Text id={ids.hint}>{t('textHint')}</Form.Text>
          </Form.Group>
          {recipients.data && <p className="small mb-2" id={ids.count} role="status">{t('recipients', { count: recipients.data.Count })}</p>}
          {writes.create.isError && <FailureAlert text={t('publishFailed')} error={writes.create.error} />}
          <Button type="submit" disabled={writes.create.isPending} {...(recipients.data ? { 'aria-describedby': ids.count } : {})}>{t('publish')}</Button>
        </Form>
        <h3 className="h6">{t('sentTitle')}</h3>
        {!list.data && <p className="mb-0">{list.isError ? t('loadFailed') : tc('loading')}</p>}
        {list.data?.length === 0 && <p className="mb-0">{t('empty')}</p>}
        {!!list.data?.length && (
          <ul className="list-group" aria-label={t('sentTitle')}>
            {list.data.map((u) => (
              <li key={u.ID} className="list-group-item d-flex flex-wrap gap-2 justify-content-between align-items-center">
                <div>
                  <strong>{u.Title}</strong>
                  <div className="small text-body-secondary">{t('sentTo', { date: f.date(u.CreatedAt), count: u.Recipients ?? 0 })}</div>
                </div>
                {u.CanDelete && <Button size="sm" variant="outline-danger" aria-label={t('removeLabel', { title: u.Title })} onClick={() => setRemoving(u)}>{t('remove')}</Button>}
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
      <ConfirmModal id="update-remove" show={!!removing} title={t('removeTitle')} pending={writes.remove.isPending}
        onConfirm={() => removing && remove(removing)} onCancel={() => setRemoving(undefined)}>
        {removing && t('removeConfirm', { title: removing.Title })}
      </ConfirmModal>
    </Card>
  );
}
