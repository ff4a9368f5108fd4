import { flattenCategories, type Category, type LayerSchema, type Variable } from '@mitmachkarte/contract';
import { useMemo, useState } from 'react';
import { Card, Form } from 'react-bootstrap';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { ChevronDownIcon, ChevronRightIcon } from '../icons';
import { categoryLabel } from '../questionnaire/entry-values';
import { Questionnaire, useQuestionnaire } from '../questionnaire/questionnaire';

type SchemaPreviewProps = { variables: readonly Variable[]; categories: readonly Category[] };

/** Whether the preview starts open: beside the editor on wide screens (Bootstrap's xl), closed
 *  below it on narrower ones, where it would double the section's length (docs/product.md §17.5). */
const startsOpen = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 1200px)').matches;

/** Live preview of the questionnaire being edited, rendered by the same components as the map
 *  app's entry form (components/questionnaire), with a category choice to try CategoryConditions.
 *  Its title opens and closes it. Nothing entered here is saved. */
export function SchemaPreview({ variables, categories }: SchemaPreviewProps) {
  const t = useT('schemaEditor', de.schemaEditor);
  const tm = useT('map', de.map);
  const [chosen, setChosen] = useState('');
  const [open, setOpen] = useState(startsOpen);
  const flat = flattenCategories(categories);
  const category = flat.find((c) => c.category.Name === chosen)?.category;
  const schema = useMemo<LayerSchema>(() => ({ Schema: [...variables], Categories: [...categories] }), [variables, categories]);
  const questionnaire = useQuestionnaire(schema, category?.Name, 'preview');
  const isEmpty = questionnaire.steps.length === 1 && questionnaire.steps[0]!.length === 0;
  const title = category ? `${tm('record')}: ${category.Label || category.Name}` : tm('record');

  return (
    <Card as="section" className="schema-preview" aria-labelledby="schema-preview-title">
      <Card.Header>
        <h3 className="h6 mb-0">
          <button type="button" id="schema-preview-title" className="editor-item-toggle" aria-expanded={open}
            aria-controls={open ? 'schema-preview-body' : undefined} onClick={() => setOpen(!open)}>
            {open ? <ChevronDownIcon /> : <ChevronRightIcon />} {t('preview')}
          </button>
        </h3>
      </Card.Header>
      {open && (
        <Card.Body id="schema-preview-body">
          <p className="small text-body-secondary">{t('previewHint')}</p>
          {flat.length > 0 && (
            <Form.Group className="mb-3" controlId="schema-preview-category">
              <Form.Label>{t('previewCategory')}</Form.Label>
              <Form.Select value={category?.Name ?? ''} onChange={(e) => setChosen(e.target.value)}>
                <option value="">{t('previewNoCategory')}</option>
                {flat.map(({ category: c, path }, i) => (
                  <option key={i} value={c.Name}>{[...path.map((name) => categoryLabel(categories, name)), c.Label || c.Name].join(' › ')}</option>
                ))}
              </Form.Select>
            </Form.Group>
          )}
          <div className="schema-preview-form border rounded p-3">
            <h4 className="h5">{title}</h4>
            {isEmpty ? <p className="text-body-secondary mb-0">{t('previewEmpty')}</p> : <Questionnaire state={questionnaire} />}
          </div>
          {variables.some((v) => v.DataType === 'geolocation') && <p className="small text-body-secondary mt-2 mb-0">{t('previewGeolocation')}</p>}
        </Card.Body>
      )}
    </Card>
  );
}
