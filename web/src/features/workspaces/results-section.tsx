import { DESCRIPTION_MAX_LENGTH, RESULT_FIGURES, RESULTS_CHARTS_MAX, type Layer, type ProjectResults } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/results-team';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { resultsPath, useProjectResults, useSaveProjectResults } from '../../lib/results-api';

/** The question types a chart may show (the server checks it too, docs/product.md §25.5). */
const CHART_TYPES = new Set(['single', 'multiple', 'boolean']);

/** The choice and yes/no questions of `layers`, as the chart picker offers them. */
const chartQuestionsOf = (layers: readonly Layer[]) => layers.flatMap((l) => (l.Schema.Schema ?? [])
  .filter((v) => v.Name && CHART_TYPES.has(v.DataType))
  .map((v) => ({ layer: l, name: v.Name, label: v.Question || v.Name })));

/** The section „Ergebnisse“ of the project management (docs/product.md §25.5): the text of the
 *  results page (Markdown), which figures, which charts (map → choice question, added and
 *  removed), whether the official answers and the downloads show; „Speichern“ and „Vorschau
 *  öffnen“. Offered to the team only (manager-sections.ts); the server decides. */
export function ResultsSection({ workspaceId, layers }: { workspaceId: string; layers: readonly Layer[] }) {
  const t = useT('resultsTeam', de.resultsTeam);
  const results = useProjectResults(workspaceId);
  const settings = results.data?.Settings;
  return (
    <Card as="section" className="mb-4" aria-labelledby="results-section-title">
      <Card.Header><h2 id="results-section-title" className="h5 mb-0">{t('title')}</h2></Card.Header>
      {settings ? <ResultsForm workspaceId={workspaceId} layers={layers} settings={settings} published={results.data!.Published} />
        : <Card.Body><p className="mb-0" role="status">{results.isError ? t('loadFailed') : t('loading')}</p></Card.Body>}
    </Card>
  );
}

function ResultsForm({ workspaceId, layers, settings, published }: { workspaceId: string; layers: readonly Layer[]; settings: ProjectResults; published: boolean }) {
  const t = useT('resultsTeam', de.resultsTeam);
  const id = useId();
  const save = useSaveProjectResults(workspaceId);
  const [value, setValue] = useState<ProjectResults>(settings);
  const questions = chartQuestionsOf(layers);
  const [pick, setPick] = useState('');
  const keyOf = (layerId: string, name: string) => `${layerId}|${name}`;
  const chosen = new Set(value.Charts.map((c) => keyOf(c.Layer, c.Question)));
  const offered = questions.filter((q) => !chosen.has(keyOf(q.layer.ID, q.name)));
  const picked = offered.find((q) => keyOf(q.layer.ID, q.name) === pick) ?? offered[0];
  const describe = (layerId: string, name: string) => {
    const q = questions.find((x) => x.layer.ID === layerId && x.name === name);
    return t('chartItem', { question: q?.label ?? name, map: q?.layer.Name ?? layers.find((l) => l.ID === layerId)?.Name ?? layerId });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    save.mutate(value, {
      onSuccess: () => showAlert('success', t('saved')),
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };
  return (
    <Form onSubmit={submit} aria-label={t('title')}>
      <Card.Body>
        <p className="small text-body-secondary">{published ? `${t('isPublished')} ` : ''}{t('intro')}</p>
        <Form.Group controlId={`${id}-text`} className="mb-3">
          <Form.Label className="fw-semibold">{t('text')}</Form.Label>
          <Form.Control as="textarea" rows={6} maxLength={DESCRIPTION_MAX_LENGTH} value={value.Text} aria-describedby={`${id}-text-help`}
            onChange={(e) => setValue({ ...value, Text: e.target.value })} />
          <Form.Text id={`${id}-text-help`}>{t('textHelp')}</Form.Text>
        </Form.Group>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('figures')}</legend>
          {RESULT_FIGURES.map((f) => (
            <Form.Check key={f} type="checkbox" id={`${id}-figure-${f}`} label={t(`figure_${f}`)} checked={value.Figures.includes(f)}
              onChange={(e) => setValue({ ...value, Figures: e.target.checked ? RESULT_FIGURES.filter((x) => x === f || value.Figures.includes(x)) : value.Figures.filter((x) => x !== f) })} />
          ))}
        </fieldset>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('charts')}</legend>
          {value.Charts.length === 0 ? <p className="small">{t('chartsNone')}</p> : (
            <ul className="list-unstyled">
              {value.Charts.map((c) => (
                <li key={keyOf(c.Layer, c.Question)} className="d-flex align-items-center gap-2 mb-1">
                  <span className="me-auto">{describe(c.Layer, c.Question)}</span>
                  <Button size="sm" variant="outline-danger" aria-label={t('chartRemove', { question: describe(c.Layer, c.Question) })}
                    onClick={() => setValue({ ...value, Charts: value.Charts.filter((x) => x !== c) })}>✕</Button>
                </li>
              ))}
            </ul>
          )}
          {questions.length === 0 ? <p className="small">{t('noQuestions')}</p> : (
            <div className="d-flex flex-wrap align-items-end gap-2">
              <Form.Group controlId={`${id}-chart-pick`}>
                <Form.Label className="small mb-0">{t('chartQuestion')}</Form.Label>
                <Form.Select size="sm" value={picked ? keyOf(picked.layer.ID, picked.name) : ''} onChange={(e) => setPick(e.target.value)} disabled={!picked}>
                  {offered.map((q) => <option key={keyOf(q.layer.ID, q.name)} value={keyOf(q.layer.ID, q.name)}>{t('chartItem', { question: q.label, map: q.layer.Name })}</option>)}
                </Form.Select>
              </Form.Group>
              <Button size="sm" variant="outline-primary" disabled={!picked || value.Charts.length >= RESULTS_CHARTS_MAX}
                onClick={() => picked && setValue({ ...value, Charts: [...value.Charts, { Layer: picked.layer.ID, Question: picked.name }] })}>{t('chartAdd')}</Button>
            </div>
          )}
        </fieldset>
        <Form.Check type="checkbox" id={`${id}-answers`} label={t('answers')} checked={value.Answers} onChange={(e) => setValue({ ...value, Answers: e.target.checked })} />
        <Form.Check type="checkbox" id={`${id}-downloads`} label={t('downloads')} checked={value.Downloads} onChange={(e) => setValue({ ...value, Downloads: e.target.checked })} />
      </Card.Body>
      <Card.Footer className="d-flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>{t('save')}</Button>
        <Link className="btn btn-outline-secondary" to={resultsPath(workspaceId)}>{t('openPreview')}</Link>
      </Card.Footer>
    </Form>
  );
}
