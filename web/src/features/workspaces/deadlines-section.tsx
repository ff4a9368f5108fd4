import { COMPLETION_DAYS_MAX, FIRST_RESPONSE_DAYS_MAX, type Deadlines } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/deadlines';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useDeadlines, useUpdateDeadlines } from './api';

/** „Fristen“ in the section Team of the project management (docs/product.md §16.11): the project's
 *  targets for the first response and the completion, in days, empty for none; and the link to the
 *  project's figures. Shown to the team only (the section is). */
export function DeadlinesSection({ workspaceId }: { workspaceId: string }) {
  const t = useT('deadlines', de.deadlines);
  const tc = useT('common', de.common);
  const deadlines = useDeadlines(workspaceId);
  return (
    <Card as="section" className="mb-4" aria-labelledby="deadlines-title">
      <Card.Header><h2 id="deadlines-title" className="h5 mb-0">{t('title')}</h2></Card.Header>
      {deadlines.data ? <DeadlinesForm workspaceId={workspaceId} deadlines={deadlines.data} />
        : <Card.Body><p className="mb-0">{deadlines.isError ? t('loadFailed') : tc('loading')}</p></Card.Body>}
    </Card>
  );
}

/** The field's text as days: null when empty, undefined when not a whole number from 1 to `max`. */
function daysOf(text: string, max: number): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return n >= 1 && n <= max ? n : undefined;
}

function DeadlinesForm({ workspaceId, deadlines }: { workspaceId: string; deadlines: Deadlines }) {
  const t = useT('deadlines', de.deadlines);
  const id = useId();
  const update = useUpdateDeadlines(workspaceId);
  const [first, setFirst] = useState(deadlines.FirstResponseDays?.toString() ?? '');
  const [done, setDone] = useState(deadlines.CompletionDays?.toString() ?? '');
  const [checked, setChecked] = useState(false);
  const firstDays = daysOf(first, FIRST_RESPONSE_DAYS_MAX);
  const doneDays = daysOf(done, COMPLETION_DAYS_MAX);
  const save = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (update.isPending || firstDays === undefined || doneDays === undefined) return;
    update.mutate({ FirstResponseDays: firstDays, CompletionDays: doneDays }, {
      onSuccess: () => showAlert('success', t('saved')),
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };
  const field = (key: string, label: string, hint: string, value: string, set: (v: string) => void, bad: boolean, max: number) => (
    <Form.Group controlId={`${id}-${key}`} className="mb-3">
      <Form.Label className="fw-semibold">{label}</Form.Label>
      <Form.Control inputMode="numeric" value={value} onChange={(e) => set(e.target.value)} isInvalid={checked && bad}
        aria-describedby={`${id}-${key}-hint`} style={{ maxWidth: '10rem' }} />
      <Form.Control.Feedback type="invalid">{t('badNumber', { max })}</Form.Control.Feedback>
      <Form.Text id={`${id}-${key}-hint`}>{hint}</Form.Text>
    </Form.Group>
  );
  return (
    <Form onSubmit={save} noValidate aria-label={t('title')}>
      <Card.Body>
        <p className="small text-body-secondary">{t('intro')}</p>
        {field('first', t('firstResponse'), t('firstResponseHint'), first, setFirst, firstDays === undefined, FIRST_RESPONSE_DAYS_MAX)}
        {field('done', t('completion'), t('completionHint'), done, setDone, doneDays === undefined, COMPLETION_DAYS_MAX)}
        <Link to={`/kennzahlen/${encodeURIComponent(workspaceId)}`}>{t('toFigures')}</Link>
      </Card.Body>
      <Card.Footer>
        <Button type="submit" disabled={update.isPending}>{update.isPending ? t('saving') : t('save')}</Button>
      </Card.Footer>
    </Form>
  );
}
