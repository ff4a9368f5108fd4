import type { LayerSchema, QuestionnaireTexts } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import * as de from '../../i18n/de/content-translations';
import { translator } from '../../i18n/translate';
import { missingCount, projectRows, questionnaireRows, toProjectTexts, toQuestionnaireTexts, valuesOf, withLanguage, type TranslationRow } from './translation-rows';

const SCHEMA = {
  Schema: [
    { Name: 'art', DataType: 'single', Question: 'Was?', Description: '', MissingMsg: 'Bitte wählen.', Options: [{ Key: 'a', Label: 'A' }, { Key: 'b', Label: '' }] },
    { Name: '', DataType: 'pagebreak', Question: '', Description: '', MissingMsg: '', Options: [] },
    { Name: 'info', DataType: 'label', Question: 'Danke!', Description: '', MissingMsg: 'nie gezeigt', Options: [] },
  ],
  Categories: [{ Name: 'k', Label: 'Kategorie K', Icon: '' }],
} as unknown as LayerSchema;

/** A row's „what“ as the German screen says it. */
const german = translator('de', {});
const whatOf = (r: TranslationRow) => german(`contentTranslations.what_${r.what.key}`, de.contentTranslations[`what_${r.what.key}`], r.what.values);

describe('the rows of „Übersetzungen“ (docs/product.md §23.5)', () => {
  it('lists each German text shown to visitors once, no page break, no message of a label', () => {
    expect(questionnaireRows(SCHEMA).map((r) => [whatOf(r), r.german])).toEqual([
      ['Frage „art“', 'Was?'], ['Hinweis, wenn „Was?“ fehlt', 'Bitte wählen.'], ['Antwort „A“ zu „Was?“', 'A'], ['Antwort „b“ zu „Was?“', 'b'],
      ['Hinweistext „info“', 'Danke!'], ['Kategorie „Kategorie K“', 'Kategorie K'],
    ]);
  });

  it('round-trips the texts of a language and counts what is missing', () => {
    const rows = questionnaireRows(SCHEMA);
    const stored: QuestionnaireTexts = { Questions: { art: { Question: 'What?', Options: { b: 'B' } } }, Categories: { k: 'Category K' } };
    const values = valuesOf(rows, undefined, stored);
    expect(missingCount(rows, values)).toBe(3);
    expect(toQuestionnaireTexts(rows, values)).toEqual(stored);
    expect(withLanguage<QuestionnaireTexts>({ en: stored, tr: { Categories: { k: 'K' } } }, 'tr', {})).toEqual({ en: stored });
  });

  it('keeps the phases of a project by place, empty where one is not written', () => {
    const rows = projectRows({ Name: 'Linie 7', Description: '', Phases: [{ Title: 'Ideen', Start: null, End: null }, { Title: 'Bau', Start: null, End: null }] });
    expect(rows.map(whatOf)).toEqual(['Name des Projekts', 'Phase 1', 'Phase 2']);
    const values = valuesOf(rows, { Name: 'Line 7', Phases: ['', 'Building'] }, undefined);
    expect(toProjectTexts(rows, values)).toEqual({ Name: 'Line 7', Phases: ['', 'Building'] });
    expect(missingCount(rows, values)).toBe(1);
  });
});
