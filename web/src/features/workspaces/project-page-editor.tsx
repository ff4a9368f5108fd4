import { DESCRIPTION_MAX_LENGTH, PHASES_MAX, type Layer, type Phase, type SurveyForm, type Workspace } from '@mitmachkarte/contract';
import { useId } from 'react';
import { Button, Form } from 'react-bootstrap';
import * as de from '../../i18n/de/projects';
import { useT } from '../../i18n/runtime';
import { PhaseSwitches } from './phase-switches';
import { ProjectImageField } from './project-image-field';

/** What a project says of itself publicly, as the workspace body carries it. */
export type ProjectPage = Pick<Workspace, 'Description' | 'Phases' | 'Closed' | 'ImageID' | 'ImageAlt'>;

/** „Projektseite“ in the workspace panel (docs/product.md §17.2): the image, the description in Markdown, the
 *  phases (name, first and last day, either may stay open; per map of `layers` and survey of
 *  `surveys` what is possible during it, §25.4) and „Projekt abgeschlossen“. Changes go to `onChange`; the panel's „Speichern“
 *  stores them, and the server checks them. */
export function ProjectPageEditor({ value, layers = [], surveys = [], onChange }: {
  value: ProjectPage; layers?: readonly Pick<Layer, 'ID' | 'Name'>[]; surveys?: readonly Pick<SurveyForm, 'Id' | 'Title'>[]; onChange: (page: ProjectPage) => void;
}) {
  const t = useT('projects', de.projects);
  const id = useId();
  const setPhase = (i: number, change: Partial<Phase>) =>
    onChange({ ...value, Phases: value.Phases.map((p, j) => (j === i ? { ...p, ...change } : p)) });
  const day = (v: string) => (v === '' ? null : v);

  return (
    <section className="mt-4" aria-labelledby={`${id}-title`}>
      <h3 className="h6" id={`${id}-title`}>{t('editorTitle')}</h3>
      <p className="small">{t('editorIntro')}</p>
      <ProjectImageField id={`${id}-image`} imageId={value.ImageID} alt={value.ImageAlt} onChange={(image) => onChange({ ...value, ...image })} />
      <Form.Group controlId={`${id}-description`} className="mb-3">
        <Form.Label>{t('description')}</Form.Label>
        <Form.Control as="textarea" rows={5} maxLength={DESCRIPTION_MAX_LENGTH} value={value.Description} aria-describedby={`${id}-description-help`}
          onChange={(e) => onChange({ ...value, Description: e.target.value })} />
        <Form.Text id={`${id}-description-help`}>{t('descriptionHelp')}</Form.Text>
      </Form.Group>

      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold mb-1">{t('phases')}</legend>
        <p className="small text-body-secondary mb-2">{t('phasesHelp')}</p>
        <ol className="list-unstyled mb-2">
          {value.Phases.map((p, i) => (
            <li key={i} className="border rounded p-2 mb-2">
              <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
                <Form.Group controlId={`${id}-phase-${i}-title`} className="flex-grow-1">
                  <Form.Label className="small mb-0">{t('phaseTitle')}</Form.Label>
                  <Form.Control size="sm" value={p.Title} maxLength={100} onChange={(e) => setPhase(i, { Title: e.target.value })} />
                </Form.Group>
                <Form.Group controlId={`${id}-phase-${i}-start`}>
                  <Form.Label className="small mb-0">{t('phaseStart')}</Form.Label>
                  <Form.Control size="sm" type="date" value={p.Start ?? ''} onChange={(e) => setPhase(i, { Start: day(e.target.value) })} />
                </Form.Group>
                <Form.Group controlId={`${id}-phase-${i}-end`}>
                  <Form.Label className="small mb-0">{t('phaseEnd')}</Form.Label>
                  <Form.Control size="sm" type="date" value={p.End ?? ''} onChange={(e) => setPhase(i, { End: day(e.target.value) })} />
                </Form.Group>
                <Button size="sm" variant="outline-danger" aria-label={t('phaseRemove', { title: p.Title || t('phaseUnnamed') })}
                  onClick={() => onChange({ ...value, Phases: value.Phases.filter((_, j) => j !== i) })}>✕</Button>
              </div>
              {/* At most one results phase (docs/product.md §25.5): ticking one unticks the others. */}
              <Form.Check type="checkbox" id={`${id}-phase-${i}-results`} className="mb-2" label={t('resultsPhase')} checked={p.Results === true}
                onChange={(e) => onChange({ ...value, Phases: value.Phases.map((q, j) => (j === i ? { ...q, Results: e.target.checked } : e.target.checked && q.Results ? { ...q, Results: false } : q)) })} />
              <PhaseSwitches phase={p} layers={layers} surveys={surveys} idPrefix={`${id}-phase-${i}`} onChange={(Switches) => setPhase(i, { Switches })} />
            </li>
          ))}
        </ol>
        <Button size="sm" variant="outline-primary" disabled={value.Phases.length >= PHASES_MAX}
          onClick={() => onChange({ ...value, Phases: [...value.Phases, { Title: '', Start: null, End: null }] })}>{t('phaseAdd')}</Button>
      </fieldset>

      <Form.Check type="switch" id={`${id}-closed`} label={t('closedSwitch')} checked={value.Closed} aria-describedby={`${id}-closed-hint`}
        onChange={(e) => onChange({ ...value, Closed: e.target.checked })} />
      <Form.Text id={`${id}-closed-hint`} className="d-block">{t('closedHint')}</Form.Text>
    </section>
  );
}
