import { ANSWER_PLACEHOLDERS, AnswerTemplatesBody, type AnswerPlaceholder, type AnswerTemplate } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { DraftListForm, draftRow } from '../../components/draft-list-form';
import * as de from '../../i18n/de/admin';
import { useT } from '../../i18n/runtime';
import { answerTemplatesQueryOptions, useSaveAnswerTemplates } from './api';

/** The catalogue's text of each placeholder's meaning. */
const PLACEHOLDER_KEYS = {
  titel: 'placeholderTitle', datum: 'placeholderDate', karte: 'placeholderMap', zustaendigkeit: 'placeholderResponsibility',
} as const satisfies Record<AnswerPlaceholder, keyof typeof de.answerTemplates>;
type Row = { uid: number; Name: string; Text: string };
const rowsOf = (list: readonly Pick<AnswerTemplate, 'Name' | 'Text'>[]): Row[] => list.map((x) => draftRow({ Name: x.Name, Text: x.Text }));

/** The list editor of one set of templates, started from `saved`: name and text of each
 *  (components/draft-list-form.tsx). */
function TemplatesForm({ orgId, saved }: { orgId: string; saved: AnswerTemplate[] }) {
  const t = useT('answerTemplates', de.answerTemplates);
  const save = useSaveAnswerTemplates(orgId);
  const texts = {
    empty: t('empty'), item: (n: number) => t('item', { n }), remove: (n: number) => t('remove', { n }), add: t('add'), save: t('save'), saved: t('saved'), failed: t('failed'),
  };
  return (
    <DraftListForm labelledBy="answer-templates-title" saved={saved} rowsOf={rowsOf} texts={texts} newRow={() => draftRow({ Name: '', Text: '' })}
      schema={AnswerTemplatesBody} bodyOf={(rows) => ({ Templates: rows.map(({ Name, Text }) => ({ Name, Text })) })} save={save} rowClassName="row g-2"
      renderRow={(d, set) => (
        <>
          <Form.Group className="col-md-4" controlId={`answer-template-${d.uid}-name`}>
            <Form.Label>{t('name')}</Form.Label>
            <Form.Control value={d.Name} maxLength={80} onChange={(e) => set({ Name: e.target.value })} />
          </Form.Group>
          <Form.Group className="col-md-8" controlId={`answer-template-${d.uid}-text`}>
            <Form.Label>{t('text')}</Form.Label>
            <Form.Control as="textarea" rows={3} value={d.Text} onChange={(e) => set({ Text: e.target.value })} />
          </Form.Group>
        </>
      )} />
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
