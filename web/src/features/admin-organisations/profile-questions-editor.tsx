import { PROFILE_OPTION_LABEL_MAX, PROFILE_LABEL_MAX, PROFILE_OPTIONS_MAX, PROFILE_QUESTIONS_MAX, ProfileQuestionsBody, type ProfileQuestion } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'react-bootstrap';
import { DraftListForm, draftRow } from '../../components/draft-list-form';
import { PlusIcon, XIcon } from '../../components/icons';
import * as de from '../../i18n/de/profile-questions';
import { useT } from '../../i18n/runtime';
import { profileQuestionsQueryOptions, useSaveProfileQuestions } from './api';

type OptionRow = { uid: number; ID?: string; Label: string };
type Row = { uid: number; ID?: string; Label: string; Active: boolean; Options: OptionRow[] };
const optionRow = (o: { ID?: string; Label: string }): OptionRow => draftRow({ ...(o.ID ? { ID: o.ID } : {}), Label: o.Label });
const rowsOf = (list: readonly ProfileQuestion[]): Row[] =>
  list.map((q) => draftRow({ ID: q.ID, Label: q.Label, Active: q.Active, Options: q.Options.map(optionRow) }));
const newRow = (): Row => draftRow({ Label: '', Active: true, Options: [optionRow({ Label: '' }), optionRow({ Label: '' })] });
const bodyOf = (rows: readonly Row[]) => ({
  Questions: rows.map((d) => ({ ...(d.ID ? { ID: d.ID } : {}), Label: d.Label, Active: d.Active, Options: d.Options.map((o) => ({ ...(o.ID ? { ID: o.ID } : {}), Label: o.Label })) })),
});

/** The list editor of the questions, started from `saved` (components/draft-list-form.tsx): per
 *  question its text, whether it is asked and its options (each kept by its id, so renaming keeps
 *  the answers). */
function QuestionsForm({ orgId, saved }: { orgId: string; saved: ProfileQuestion[] }) {
  const t = useT('profileQuestions', de.profileQuestions);
  const save = useSaveProfileQuestions(orgId);
  const texts = {
    empty: t('empty'), item: (n: number) => t('item', { n }), remove: (n: number) => t('remove', { n }), add: t('add'), save: t('save'), saved: t('saved'), failed: t('failed'),
  };
  return (
    <DraftListForm labelledBy="profile-questions-title" saved={saved} rowsOf={rowsOf} texts={texts} newRow={newRow}
      canAdd={(rows) => rows.length < PROFILE_QUESTIONS_MAX} schema={ProfileQuestionsBody} bodyOf={bodyOf} save={save}
      renderRow={(d, set) => (
        <>
          <Form.Group className="mb-2" controlId={`profile-question-${d.uid}-label`}>
            <Form.Label>{t('label')}</Form.Label>
            <Form.Control value={d.Label} maxLength={PROFILE_LABEL_MAX} onChange={(e) => set({ Label: e.target.value })} />
          </Form.Group>
          <Form.Check type="switch" className="mb-2" id={`profile-question-${d.uid}-active`} label={t('active')} checked={d.Active}
            onChange={(e) => set({ Active: e.currentTarget.checked })} />
          <fieldset className="mb-2" aria-describedby={`profile-question-${d.uid}-hint`}>
            <legend className="fs-6">{t('options')}</legend>
            <p className="small text-body-secondary mb-1" id={`profile-question-${d.uid}-hint`}>{t('optionsHint')}</p>
            {d.Options.map((o, j) => (
              <div key={o.uid} className="d-flex gap-2 mb-1">
                <Form.Control aria-label={t('option', { n: j + 1 })} value={o.Label} maxLength={PROFILE_OPTION_LABEL_MAX}
                  onChange={(e) => set((q) => ({ Options: q.Options.map((x) => (x.uid === o.uid ? { ...x, Label: e.target.value } : x)) }))} />
                <Button size="sm" variant="outline-secondary" aria-label={t('removeOption', { n: j + 1 })}
                  onClick={() => set((q) => ({ Options: q.Options.filter((x) => x.uid !== o.uid) }))}><XIcon /></Button>
              </div>
            ))}
            <Button size="sm" variant="link" className="px-0" disabled={d.Options.length >= PROFILE_OPTIONS_MAX}
              onClick={() => set((q) => ({ Options: [...q.Options, optionRow({ Label: '' })] }))}>
              <PlusIcon /> {t('addOption')}
            </Button>
          </fieldset>
        </>
      )} />
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
