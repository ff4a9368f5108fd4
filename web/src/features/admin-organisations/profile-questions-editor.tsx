import { PROFILE_OPTION_LABEL_MAX, PROFILE_LABEL_MAX, PROFILE_OPTIONS_MAX, PROFILE_QUESTIONS_MAX, ProfileQuestionsBody, type ProfileQuestion } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { PlusIcon, XIcon } from '../../components/icons';
import * as de from '../../i18n/de/profile-questions';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { profileQuestionsQueryOptions, useSaveProfileQuestions } from './api';

type OptionDraft = { uid: number; ID?: string; Label: string };
type Draft = { uid: number; ID?: string; Label: string; Active: boolean; Options: OptionDraft[] };
let nextUid = 1;
const optionDraft = (o: { ID?: string; Label: string }): OptionDraft => ({ uid: nextUid++, ...(o.ID ? { ID: o.ID } : {}), Label: o.Label });
const draftOf = (list: readonly ProfileQuestion[]): Draft[] =>
  list.map((q) => ({ uid: nextUid++, ID: q.ID, Label: q.Label, Active: q.Active, Options: q.Options.map(optionDraft) }));
const newDraft = (): Draft => ({ uid: nextUid++, Label: '', Active: true, Options: [optionDraft({ Label: '' }), optionDraft({ Label: '' })] });

/** The list editor of the questions, started from `saved`: per question its text, whether it is
 *  asked and its options (each kept by its id, so renaming keeps the answers); one save for the
 *  whole list, checked first by the contract's rules (its German message in the alert). */
function QuestionsForm({ orgId, saved }: { orgId: string; saved: ProfileQuestion[] }) {
  const t = useT('profileQuestions', de.profileQuestions);
  const [drafts, setDrafts] = useState(() => draftOf(saved));
  const save = useSaveProfileQuestions(orgId);
  const set = (uid: number, change: (d: Draft) => Partial<Draft>) => setDrafts((list) => list.map((d) => (d.uid === uid ? { ...d, ...change(d) } : d)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = ProfileQuestionsBody.safeParse({
      Questions: drafts.map((d) => ({ ...(d.ID ? { ID: d.ID } : {}), Label: d.Label, Active: d.Active, Options: d.Options.map((o) => ({ ...(o.ID ? { ID: o.ID } : {}), Label: o.Label })) })),
    });
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
    <Form onSubmit={submit} noValidate aria-labelledby="profile-questions-title">
      {drafts.length === 0 && <p className="text-body-secondary">{t('empty')}</p>}
      <ol className="list-unstyled">
        {drafts.map((d, i) => (
          <li key={d.uid} className="card mb-2" aria-label={t('item', { n: i + 1 })}>
            <div className="card-body">
              <Form.Group className="mb-2" controlId={`profile-question-${d.uid}-label`}>
                <Form.Label>{t('label')}</Form.Label>
                <Form.Control value={d.Label} maxLength={PROFILE_LABEL_MAX} onChange={(e) => set(d.uid, () => ({ Label: e.target.value }))} />
              </Form.Group>
              <Form.Check type="switch" className="mb-2" id={`profile-question-${d.uid}-active`} label={t('active')} checked={d.Active}
                onChange={(e) => set(d.uid, () => ({ Active: e.currentTarget.checked }))} />
              <fieldset className="mb-2" aria-describedby={`profile-question-${d.uid}-hint`}>
                <legend className="fs-6">{t('options')}</legend>
                <p className="small text-body-secondary mb-1" id={`profile-question-${d.uid}-hint`}>{t('optionsHint')}</p>
                {d.Options.map((o, j) => (
                  <div key={o.uid} className="d-flex gap-2 mb-1">
                    <Form.Control aria-label={t('option', { n: j + 1 })} value={o.Label} maxLength={PROFILE_OPTION_LABEL_MAX}
                      onChange={(e) => set(d.uid, (q) => ({ Options: q.Options.map((x) => (x.uid === o.uid ? { ...x, Label: e.target.value } : x)) }))} />
                    <Button size="sm" variant="outline-secondary" aria-label={t('removeOption', { n: j + 1 })}
                      onClick={() => set(d.uid, (q) => ({ Options: q.Options.filter((x) => x.uid !== o.uid) }))}><XIcon /></Button>
                  </div>
                ))}
                <Button size="sm" variant="link" className="px-0" disabled={d.Options.length >= PROFILE_OPTIONS_MAX}
                  onClick={() => set(d.uid, (q) => ({ Options: [...q.Options, optionDraft({ Label: '' })] }))}>
                  <PlusIcon /> {t('addOption')}
                </Button>
              </fieldset>
              <Button size="sm" variant="outline-danger" onClick={() => setDrafts((list) => list.filter((x) => x.uid !== d.uid))}>{t('remove', { n: i + 1 })}</Button>
            </div>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-primary" disabled={drafts.length >= PROFILE_QUESTIONS_MAX} onClick={() => setDrafts((list) => [...list, newDraft()])}>
          <PlusIcon /> {t('add')}
        </Button>
        <Button type="submit" size="sm" disabled={save.isPending}>{t('save')}</Button>
      </div>
    </Form>
  );
}

/** „Profilfragen“ of the organisation `orgId` (docs/product.md §25.3): what they are for, what
 *  removing does, then the list editor once the list is loaded. Saved on its own. */
export function ProfileQuestionsEditor({ orgId }: { orgId: string }) {
  const t = useT('profileQuestions', de.profileQuestions);
  const questions = useQuery(profileQuestionsQueryOptions(orgId));
  return (
    <section aria-labelledby="profile-questions-title" className="mt-4">
      <h3 id="profile-questions-title" className="h5">{t('title')}</h3>
      <p className="text-body-secondary mb-1">{t('intro', { max: PROFILE_QUESTIONS_MAX, options: PROFILE_OPTIONS_MAX })}</p>
      <p className="small text-body-secondary">{t('removeNote')} {t('sensitiveNote')}</p>
      {questions.isError && <p className="text-danger">{t('loadFailed')}</p>}
      {questions.isSuccess && <QuestionsForm orgId={orgId} saved={questions.data} />}
    </section>
  );
}
