import {
  isTranslationLanguage, offeredLanguages, TRANSLATION_LANGUAGES,
  type Layer, type TranslationLanguage, type Workspace,
} from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import * as de from '../../i18n/de/content-translations';
import { contentEditor } from '../../i18n/de/content-editor';
import { useT } from '../../i18n/runtime';
import { orgQueryOptions } from '../../lib/org';
import { missingCount, projectRows, questionnaireRows, valuesOf } from './translation-rows';
import { ProjectTranslations, QuestionnaireTranslations, type UpdateWorkspace } from './translation-cards';
import './translations.css';

/** The languages to write in: those the organisation offers (setting `sprachen`), and those the
 *  project or questionnaire has texts in already (so that none is hidden once the offer shrinks). */
function languagesOf(offered: readonly string[], workspace: Workspace, layer: Layer | undefined): TranslationLanguage[] {
  const present = new Set([...offered, ...Object.keys(workspace.Translations), ...Object.keys(layer?.Schema.Translations ?? {})]);
  return TRANSLATION_LANGUAGES.filter((l) => present.has(l));
}

/** The section „Übersetzungen“ of the workspace manager (docs/product.md §23.5): the choice of the
 *  language beside the German, each with how many texts it lacks, then the project page's and the
 *  selected map's questionnaire's texts, German beside the chosen language, each card saved apart. */
export function TranslationsSection({ workspace, layer, updateWorkspace }: { workspace: Workspace; layer: Layer | undefined; updateWorkspace: UpdateWorkspace }) {
  const t = useT('contentTranslations', de.contentTranslations);
  const te = useT('contentEditor', contentEditor);
  const org = useQuery(orgQueryOptions);
  const id = useId();
  const languages = languagesOf(offeredLanguages(org.data?.Other), workspace, layer);
  const [chosen, setChosen] = useState<TranslationLanguage>();
  const language = chosen && languages.includes(chosen) ? chosen : languages[0];
  const missingIn = (l: TranslationLanguage) =>
    missingCount(projectRows(workspace), valuesOf(projectRows(workspace), workspace.Translations[l], undefined))
    + (layer ? missingCount(questionnaireRows(layer.Schema), valuesOf(questionnaireRows(layer.Schema), undefined, layer.Schema.Translations?.[l])) : 0);

  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-title`}>
      <Card.Header><h2 className="h5 mb-0" id={`${id}-title`}>{t('title')}</h2></Card.Header>
      <Card.Body>
        <p className="small">{t('intro')}</p>
        {!language && <p>{t('noLanguages')}</p>}
        {language && (
          <>
            <Form.Group className="mb-3 translations-language" controlId={`${id}-language`}>
              <Form.Label>{t('language')}</Form.Label>
              <Form.Select value={language} onChange={(e) => isTranslationLanguage(e.target.value) && setChosen(e.target.value)}>
                {languages.map((l) => (
                  <option key={l} value={l}>{t('languageOption', { name: te(`name_${l}`), missing: missingIn(l) })}</option>
                ))}
              </Form.Select>
            </Form.Group>
            <ProjectTranslations key={`p-${language}-${workspace.ID}`} workspace={workspace} language={language} update={updateWorkspace} />
            {layer
              ? <QuestionnaireTranslations key={`q-${language}-${layer.ID}`} layer={layer} language={language} />
              : <p>{t('noQuestionnaire')}</p>}
          </>
        )}
      </Card.Body>
    </Card>
  );
}
