import { LANGUAGE_INFO, type Layer, type TranslationLanguage, type UpdateWorkspaceBody, type Workspace } from '@mitmachkarte/contract';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Badge, Button, Form } from 'react-bootstrap';
import { failureText } from '../failure-alert';
import * as de from '../../i18n/de/content-translations';
import { contentEditor } from '../../i18n/de/content-editor';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useUpdateLayer } from '../../lib/gis';
import {
  missingCount, projectRows, questionnaireRows, toProjectTexts, toQuestionnaireTexts, valuesOf, withLanguage, type TranslationRow,
} from './translation-rows';

type TableProps = {
  title: string; rows: TranslationRow[]; initial: Record<string, string>; language: TranslationLanguage;
  saving: boolean; onSave: (values: Record<string, string>) => void;
};

/** One card of texts: each German text beside its field in `language` (side by side from 768 px,
 *  stacked on a phone), the field labelled „Englisch: …“, carrying the language's `lang`/`dir`,
 *  and marked „fehlt“ in words while empty; how many are missing; „Übersetzungen speichern“. */
function TranslationTable({ title, rows, initial, language, saving, onSave }: TableProps) {
  const t = useT('contentTranslations', de.contentTranslations);
  const te = useT('contentEditor', contentEditor);
  const id = useId();
  const [values, setValues] = useState(initial);
  const name = te(`name_${language}`);
  const whatOf = (r: TranslationRow) => t(`what_${r.what.key}`, r.what.values);
  const missing = missingCount(rows, values);
  const field = (r: TranslationRow) => ({
    maxLength: r.max, lang: language, dir: LANGUAGE_INFO[language].dir, value: values[r.id] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValues((v) => ({ ...v, [r.id]: e.target.value })),
  });
  return (
    <section className="mb-4" aria-labelledby={`${id}-title`}>
      <h3 className="h6" id={`${id}-title`}>{title}</h3>
      {rows.length === 0 ? <p>{t('nothing')}</p> : (
        <>
          <p className="small" role="status">{t('missingSummary', { missing })}</p>
          {rows.map((r) => {
            const fieldId = `${id}-${rows.indexOf(r)}`;
            const empty = !values[r.id]?.trim();
            return (
              <div key={r.id} className="translation-row">
                <div className="translation-german">
                  <div className="small text-body-secondary">{t('german')}: {whatOf(r)}</div>
                  <div lang="de" dir="ltr" className="translation-german-text">{r.german}</div>
                </div>
                <Form.Group controlId={fieldId}>
                  <Form.Label className="small mb-1">
                    {t('fieldLabel', { language: name, what: whatOf(r) })}
                    {empty && <Badge bg="warning" text="dark" className="ms-2">{t('missing')}</Badge>}
                  </Form.Label>
                  {r.multiline
                    ? <Form.Control as="textarea" rows={3} {...field(r)} />
                    : <Form.Control type="text" {...field(r)} />}
                </Form.Group>
              </div>
            );
          })}
          <Button onClick={() => onSave(values)} disabled={saving}>{saving ? t('saving') : t('save')}</Button>
        </>
      )}
    </section>
  );
}

/** The workspace manager's mutation of PUT /gis/workspace/{id} (features/workspaces/api.ts
 *  useUpdateWorkspace), handed in: a component imports no feature (docs/architecture.md §8.3). */
export type UpdateWorkspace = UseMutationResult<Workspace, Error, UpdateWorkspaceBody & { ID: string }>;

/** The project page's name, description and phases in `language` (docs/product.md §23.5). */
export function ProjectTranslations({ workspace: ws, language, update }: { workspace: Workspace; language: TranslationLanguage; update: UpdateWorkspace }) {
  const t = useT('contentTranslations', de.contentTranslations);
  const rows = useMemo(() => projectRows(ws), [ws]);
  const save = (values: Record<string, string>) => update.mutate({
    ID: ws.ID, Name: ws.Name, Public: ws.Public, Editable: ws.Editable, Attributes: ws.Attributes,
    Translations: withLanguage(ws.Translations, language, toProjectTexts(rows, values)),
  }, {
    onSuccess: () => showAlert('success', t('saved')),
    onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
  });
  return <TranslationTable title={t('projectTitle')} rows={rows} initial={valuesOf(rows, ws.Translations[language], undefined)} language={language} saving={update.isPending} onSave={save} />;
}

/** The selected map's questions, help texts, messages, options and categories in `language`. */
export function QuestionnaireTranslations({ layer, language }: { layer: Layer; language: TranslationLanguage }) {
  const t = useT('contentTranslations', de.contentTranslations);
  const update = useUpdateLayer();
  const rows = useMemo(() => questionnaireRows(layer.Schema), [layer]);
  const save = (values: Record<string, string>) => update.mutate({
    ID: layer.ID, Name: layer.Name, Public: layer.Public, Editable: layer.Editable, Attributes: layer.Attributes,
    Schema: { ...layer.Schema, Translations: withLanguage(layer.Schema.Translations, language, toQuestionnaireTexts(rows, values)) },
  }, {
    onSuccess: () => showAlert('success', t('saved')),
    onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
  });
  return (
    <TranslationTable title={t('questionnaireTitle', { layer: layer.Name })} rows={rows} initial={valuesOf(rows, undefined, layer.Schema.Translations?.[language])}
      language={language} saving={update.isPending} onSave={save} />
  );
}
