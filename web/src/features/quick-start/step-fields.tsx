import { NO_ANSWER_TYPES, QUESTIONNAIRE_TEMPLATES, type QuestionnaireTemplate } from '@mitmachkarte/contract';
import { Form } from 'react-bootstrap';
import { MapAreaEditor } from '../../components/map-area-editor';
import { TextField } from '../../components/text-field';
import { TownText, useTownText } from '../../components/town-text';
import * as de from '../../i18n/de/quick-start';
import { useT } from '../../i18n/runtime';
import { chooseTemplate, parseEmails, templateOf, type DraftErrors, type ProjectDraft } from './project-draft';

/** The texts of `quickStart` in the reader's language. */
const useTexts = () => useT('quickStart', de.quickStart);

/** The fields of one step: the draft, its errors and the way to change it. */
type StepProps = { draft: ProjectDraft; errors: DraftErrors; onChange: (draft: ProjectDraft) => void };

/** The ids of the fields, so that a failed „Weiter“ can take the focus to the first wrong one. */
export const FIELD_IDS: Record<keyof DraftErrors, string> = {
  name: 'qs-name',
  template: `qs-template-${QUESTIONNAIRE_TEMPLATES[0]!.Key}`,
  layerName: 'qs-layer-name',
  emails: 'qs-emails',
};

/** A multi-line field with label, hint and its message, tied together for screen readers. */
function TextArea({ id, label, hint, error, value, rows, onChange }: {
  id: string; label: string; hint: string; error?: string; value: string; rows: number; onChange: (value: string) => void;
}) {
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control as="textarea" rows={rows} value={value} onChange={(e) => onChange(e.target.value)}
        isInvalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {error && <Form.Control.Feedback type="invalid" id={`${id}-error`}>{error}</Form.Control.Feedback>}
      <Form.Text id={`${id}-hint`} className="d-block">{hint}</Form.Text>
    </Form.Group>
  );
}

/** Step „Projekt“: the title (the workspace's Name) and a short description (Markdown). */
export function ProjectStep({ draft, errors, onChange }: StepProps) {
  const t = useTexts();
  return (
    <>
      <TextField id={FIELD_IDS.name} label={t('name')} hint={t('nameHint')} error={errors.name} autoComplete="off"
        value={draft.name} onChange={(name) => onChange({ ...draft, name })} />
      <TextArea id="qs-description" label={t('description')} hint={t('descriptionHint')} rows={4}
        value={draft.description} onChange={(description) => onChange({ ...draft, description })} />
    </>
  );
}

/** Step „Gebiet“: start view and boundary with the managers' map area editor (docs/product.md §17.1). */
export function AreaStep({ draft, onChange }: StepProps) {
  const t = useTexts();
  const { MapView, Boundary } = draft.area;
  return (
    <>
      <p>{t('areaIntro')}</p>
      <MapAreaEditor value={draft.area} onChange={(area) => onChange({ ...draft, area })} changed={false} />
      {!MapView && !Boundary && <p className="small fw-semibold mt-2 mb-0">{t('noViewWarning')}</p>}
    </>
  );
}

/** The top categories and the first questions of a template, a line each. They and the
 *  template's title and summary are German texts of the product, marked so under another interface
 *  language (docs/product.md §23). */
function TemplateDetails({ template }: { template: QuestionnaireTemplate }) {
  const t = useTexts();
  const questions = template.Schema.Schema.filter((v) => !NO_ANSWER_TYPES.includes(v.DataType)).map((v) => v.Question);
  const categories = template.Schema.Categories.map((c) => c.Label);
  return (
    <>
      {categories.length > 0 && <p className="mb-0 text-body-secondary">{t('categoriesLabel')}: <TownText>{categories.join(', ')}</TownText></p>}
      <p className="mb-0 text-body-secondary">
        {t('questionsLabel')}: <TownText>{questions.slice(0, 4).join(' · ')}</TownText>
        {questions.length > 4 && ` ${t('moreQuestions', { n: questions.length - 4 })}`}
      </p>
    </>
  );
}

/** Step „Fragebogen“: one of the starter questionnaires and the name of the map. */
export function QuestionnaireStep({ draft, errors, onChange }: StepProps) {
  const t = useTexts();
  const town = useTownText();
  const describedBy = ['qs-template-hint', errors.template && 'qs-template-error'].filter(Boolean).join(' ');
  return (
    <>
      <fieldset className="mb-3" aria-describedby={describedBy}>
        <legend className="h6">{t('templateLegend')}</legend>
        <Form.Text id="qs-template-hint" className="d-block mb-2">{t('templateHint')}</Form.Text>
        {QUESTIONNAIRE_TEMPLATES.map((template) => {
          const id = `qs-template-${template.Key}`;
          return (
            <div key={template.Key} className={`quick-start-template border rounded p-2 mb-2${draft.templateKey === template.Key ? ' border-primary' : ''}`}>
              <Form.Check type="radio" name="qs-template" id={id} checked={draft.templateKey === template.Key} isInvalid={Boolean(errors.template)}
                label={<span className="fw-semibold" {...town}>{template.Title}</span>} aria-describedby={`${id}-detail`}
                onChange={() => onChange(chooseTemplate(draft, template.Key))} />
              <div id={`${id}-detail`} className="small ps-4">
                <p className="mb-1" {...town}>{template.Summary}</p>
                <TemplateDetails template={template} />
              </div>
            </div>
          );
        })}
        {errors.template && <div className="invalid-feedback d-block" id="qs-template-error">{errors.template}</div>}
      </fieldset>
      <TextField id={FIELD_IDS.layerName} label={t('layerName')} hint={t('layerNameHint')} error={errors.layerName} autoComplete="off"
        value={draft.layerName} onChange={(layerName) => onChange({ ...draft, layerName })} />
    </>
  );
}

/** Step „Sichtbarkeit und Team“: Public and Editable (on by default), the team's addresses, and
 *  what „Projekt anlegen“ will create. */
export function TeamStep({ draft, errors, onChange }: StepProps) {
  const t = useTexts();
  const template = templateOf(draft.templateKey);
  const invited = parseEmails(draft.emails).valid.length;
  return (
    <>
      <Form.Check type="switch" id="qs-public" label={t('public')} checked={draft.isPublic} aria-describedby="qs-public-hint"
        onChange={(e) => onChange({ ...draft, isPublic: e.target.checked })} />
      <Form.Text id="qs-public-hint" className="d-block mb-2">{t('publicHint')}</Form.Text>
      <Form.Check type="switch" id="qs-editable" label={t('editable')} checked={draft.isPublic && draft.editable} disabled={!draft.isPublic}
        aria-describedby="qs-editable-hint" onChange={(e) => onChange({ ...draft, editable: e.target.checked })} />
      <Form.Text id="qs-editable-hint" className="d-block mb-3">{t('editableHint')}</Form.Text>
      <TextArea id={FIELD_IDS.emails} label={t('emails')} hint={t('emailsHint')} error={errors.emails} rows={3}
        value={draft.emails} onChange={(emails) => onChange({ ...draft, emails })} />
      <section aria-labelledby="qs-summary-title" className="border rounded p-3">
        <h3 id="qs-summary-title" className="h6">{t('summaryTitle')}</h3>
        <ul className="mb-0">
          <li>{t('summaryProject', { name: draft.name.trim(), visibility: draft.isPublic ? 'public' : 'private' })}, {t('summaryArea', { view: draft.area.MapView ? 'yes' : 'no', boundary: draft.area.Boundary ? 'yes' : 'no' })}</li>
          {template && <li>{t('summaryLayer', { layer: draft.layerName.trim(), template: template.Title })}</li>}
          <li>{t('summaryTeam', { n: invited })}</li>
        </ul>
      </section>
    </>
  );
}
