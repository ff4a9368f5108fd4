import { ANSWER_PLACEHOLDERS, AnswerTemplatesBody, type AnswerPlaceholder, type AnswerTemplate } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { PlusIcon } from '../../components/icons';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { answerTemplatesQueryOptions, useSaveAnswerTemplates } from './api';

/** The catalogue's text of each placeholder's meaning. */
const PLACEHOLDER_KEYS = {
  titel: 'placeholderTitle', datum: 'placeholderDate', karte: 'placeholderMap', zustaendigkeit: 'placeholderResponsibility',
} as const satisfies Record<AnswerPlaceholder, keyof typeof de.answerTemplates>;
type Draft = { uid: number; Name: string; Text: string };
let nextUid = 1;
const draftOf = (list: readonly Pick<AnswerTemplate, 'Name' | 'Text'>[]): Draft[] => list.map((x) => ({ uid: nextUid++, Name: x.Name, Text: x.Text }));

/** The list editor of one set of templates, started from `saved`: name and text of each, add,
 *  remove, and one save for the whole list, checked first by the contract's rules (its German
 *  message in the alert, nothing sent). */
function TemplatesForm({ orgId, saved }: { orgId: string; saved: AnswerTemplate[] }) {
  const t = useT('answerTemplates', de.answerTemplates);
  const [drafts, setDrafts] = useState(() => draftOf(saved));
  const save = useSaveAnswerTemplates(orgId);
  const set = (uid: number, change: Partial<Draft>) => setDrafts((list) => list.map((d) => (d.uid === uid ? { ...d, ...change } : d)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = AnswerTemplatesBody.safeParse({ Templates: drafts.map(({ Name, Text }) => ({ Name, Text })) });
    if (!body.success) return showAlert('warning', `${t('failed')} ${body.error.issues[0]?.message ?? ''}`);
    save.mutate(body.data, {
      onSuccess: (list) => {
        setDrafts(draftOf(list));
        showAlert('success', t('saved'));
      },
      onError: (err) => showAlert('warning', failureText(t('failed'), err)),
    });
  };
  return (
    <Form onSubmit={submit} noValidate aria-labelledby="answer-templates-title">
      {drafts.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
      <ol className="list-unstyled">
        {drafts.map((d, i) => (
          <li key={d.uid} className="card mb-2" aria-label={t('item', { n: i + 1 })}>
            <div className="card-body row g-2">
              <Form.Group className="col-md-4" controlId={`answer-template-${d.uid}-name`}>
                <Form.Label>{t('name')}</Form.Label>
                <Form.Control value={d.Name} maxLength={80} onChange={(e) => set(d.uid, { Name: e.target.value })} />
              </Form.Group>
              <Form.Group className="col-md-8" controlId={`answer-template-${d.uid}-text`}>
                <Form.Label>{t('text')}</Form.Label>
                <Form.Control as="textarea" rows={3} value={d.Text} onChange={(e) => set(d.uid, { Text: e.target.value })} />
              </Form.Group>
              <div className="col-12">
                <Button size="sm" variant="outline-danger" onClick={() => setDrafts((list) => list.filter((x) => x.uid !== d.uid))}>{t('remove', { n: i + 1 })}</Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-primary" onClick={() => setDrafts((list) => [...list, ...draftOf([{ Name: '', Text: '' }])])}>
          <PlusIcon /> {t('add')}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>{t('save')}</Button>
      </div>
    </Form>
  );
}

/** „Textbausteine für Antworten“ of the organisation `orgId` (docs/product.md §16.2): what the
 *  placeholders become, then the list editor once the list is loaded. Saved on its own, apart from
 *  the organisation's form. */
export function AnswerTemplatesEditor({ orgId }: { orgId: string }) {
  const t = useT('answerTemplates', de.answerTemplates);
  const templates = useQuery(answerTemplatesQueryOptions(orgId));
  return (
    <section aria-labelledby="answer-templates-title" className="mt-4">
      <h3 id="answer-templates-title" className="h5">{t('title')}</h3>
      <p className="text-body-secondary mb-1">{t('intro')}</p>
      <ul className="small text-body-secondary">
        {(Object.keys(ANSWER_PLACEHOLDERS) as AnswerPlaceholder[]).map((key) => <li key={key}><code>{`{${key}}`}</code>: {t(PLACEHOLDER_KEYS[key])}</li>)}
      </ul>
      {templates.isError && <p className="text-danger">{t('loadFailed')}</p>}
      {templates.isSuccess && <TemplatesForm orgId={orgId} saved={templates.data} />}
    </section>
  );
}
