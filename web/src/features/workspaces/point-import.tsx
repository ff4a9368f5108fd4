import {
  CATEGORY_ATTRIBUTE, IMPORT_MAX_BYTES, importableQuestions, questionTitle,
  type AttributeValue, type ImportMapping, type ImportPreview, type ImportResult, type Layer, type Variable,
} from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Card, Form, ProgressBar, Table } from 'react-bootstrap';
import { FailureAlert } from '../../components/failure-alert';
import { categoryLabel, formatAnswer } from '../../components/questionnaire/entry-values';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useFormat } from '../../lib/use-format';
import { sendImport } from './api';

type Busy = { step: 'preview' | 'import'; progress: number };

/** The workspace manager's section „Import“ (docs/product.md §18.6): a file is chosen and checked
 *  by the server (POST /gis/import/{layerId}/preview), which suggests which field answers which
 *  question (questions named by their text, never their key); the manager changes the mapping and checks again (a corrected file keeps it), sees the first rows as they would
 *  be stored and every refused row with why, and imports once no row is refused. Both steps send
 *  the file with a progress bar; the server keeps nothing between them. */
export function PointImport({ layer }: { layer: Layer }) {
  const t = useT('pointImport', de.pointImport);
  const { number: formatNumber } = useFormat();
  const qc = useQueryClient();
  const [file, setFile] = useState<File>();
  const [mapping, setMapping] = useState<ImportMapping>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState<Busy>();
  const [failure, setFailure] = useState<{ text: string; error: unknown }>();
  const [done, setDone] = useState<string>();
  const [imports, setImports] = useState(0);
  const previewTitle = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const questions = [...importableQuestions(layer.Schema).values()];

  // The result of a step is where the manager goes on: focus moves to it (the page may have grown above).
  useLayoutEffect(() => { if (preview) previewTitle.current?.focus(); }, [preview]);
  useLayoutEffect(() => { if (done) doneRef.current?.focus(); }, [done]);

  /** Checks `chosen` with `wanted` (undefined: the server suggests). With `earlier` (the last
   *  preview's fields and mapping), the choices made for fields the file still has are kept: a
   *  corrected file is checked again with them. */
  const check = async (chosen: File, wanted: ImportMapping | undefined, earlier?: { fields: string[]; mapping: ImportMapping }) => {
    setFailure(undefined);
    setBusy({ step: 'preview', progress: 0 });
    try {
      const onProgress = (progress: number) => setBusy({ step: 'preview', progress });
      let answer = await sendImport<ImportPreview>(layer.ID, chosen, wanted, false, onProgress);
      const kept = earlier && keptMapping(answer, earlier);
      if (kept) answer = await sendImport<ImportPreview>(layer.ID, chosen, kept, false, onProgress);
      setPreview(answer);
      setMapping(answer.Mapping);
      setStale(false);
    } catch (error) {
      setPreview(undefined);
      setFailure({ text: t('previewFailed'), error });
    } finally {
      setBusy(undefined);
    }
  };

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    const earlier = preview && mapping ? { fields: preview.Fields.map((f) => f.Name), mapping } : undefined;
    setPreview(undefined);
    setDone(undefined);
    setMapping(undefined);
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > IMPORT_MAX_BYTES) {
      setFailure({ text: t('tooLarge'), error: undefined });
      return;
    }
    void check(chosen, undefined, earlier);
  };

  // A question answers one field: choosing it for a field takes it from the field that had it.
  const assign = (field: string, target: string) => {
    const next = Object.fromEntries(Object.entries(mapping ?? {}).filter(([f, q]) => f !== field && q !== target));
    if (target) next[field] = target;
    setMapping(next);
    setStale(true);
  };

  const run = async () => {
    if (!file || !preview) return;
    setFailure(undefined);
    setBusy({ step: 'import', progress: 0 });
    try {
      const answer = await sendImport<ImportResult>(layer.ID, file, mapping, true, (progress) => setBusy({ step: 'import', progress }));
      const text = t('done', { n: formatNumber(answer.Imported) });
      setPreview(undefined);
      setFile(undefined);
      setDone(text);
      setImports((n) => n + 1);
      showAlert('success', text);
      // Lists, map data and counts of the layer are all out of date.
      void qc.invalidateQueries({ queryKey: ['gis'] });
    } catch (error) {
      setFailure({ text: t('importFailed'), error });
    } finally {
      setBusy(undefined);
    }
  };

  const percent = Math.round((busy?.progress ?? 0) * 100);
  const ready = preview !== undefined && !stale && preview.RefusedCount === 0 && !busy;
  return (
    <Card as="section" aria-labelledby="import-title">
      <Card.Header><h2 className="h5 mb-0" id="import-title">{t('title')}</h2></Card.Header>
      <Card.Body>
        <p>{t('intro')}</p>
        <p className="text-body-secondary small">{t('allOrNothing')}</p>
        <Form.Group controlId={`import-file-${layer.ID}`} className="mb-3">
          <Form.Label>{t('file')}</Form.Label>
          {/* Made anew after an import, so that it no longer shows the imported file. */}
          <Form.Control key={imports} type="file" accept=".geojson,.json,.csv,.gpkg,.kml,.txt" disabled={!!busy} onChange={onFile} />
        </Form.Group>
        {busy && (
          <div className="mb-3" aria-live="polite">
            <p className="mb-1">{busy.progress < 1 ? t('uploading') : busy.step === 'preview' ? t('checking') : t('importing')}</p>
            <ProgressBar now={percent} label={`${percent} %`} aria-label={t('uploading')} />
          </div>
        )}
        {failure && <FailureAlert text={failure.text} error={failure.error} />}
        {done && <p ref={doneRef} tabIndex={-1} role="status" className="alert alert-success">{done}</p>}
        {preview && (
          <>
            <h3 className="h6" id="import-preview-title" tabIndex={-1} ref={previewTitle}>{t('previewTitle')}</h3>
            <p>{t('summary', { rows: formatNumber(preview.Rows), format: t(`format_${preview.Format}`), refused: preview.RefusedCount, refusedText: formatNumber(preview.RefusedCount) })}</p>
            <h4 className="h6">{t('mappingTitle')}</h4>
            <p className="text-body-secondary small">{t('mappingHint')}</p>
            {/* A list rather than a table: on a phone each field gets the whole width for its choice. */}
            <ul className="list-group mb-3">
              {preview.Fields.map((field, i) => (
                <li key={field.Name} className="list-group-item">
                  <div className="row g-2 align-items-center">
                    <div className="col-md-7">
                      <label className="fw-semibold text-break d-block" htmlFor={`import-field-${i}`}>{field.Name}</label>
                      {field.Samples.length > 0 && <small className="text-body-secondary text-break">{t('samples')}: {field.Samples.join(' · ')}</small>}
                    </div>
                    <div className="col-md-5">
                      <Form.Select id={`import-field-${i}`} size="sm" aria-label={t('questionFor', { field: field.Name })} value={mapping?.[field.Name] ?? ''} disabled={!!busy}
                        onChange={(e) => assign(field.Name, e.target.value)}>
                        <option value="">{t('notTaken')}</option>
                        {layer.Schema.Categories.length > 0 && <option value={CATEGORY_ATTRIBUTE}>{t('category')}</option>}
                        {questions.map((q) => <option key={q.Name} value={q.Name}>{questionTitle(q)}</option>)}
                      </Form.Select>
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            {stale && (
              <div className="alert alert-info d-flex flex-wrap align-items-center gap-2">
                <span className="me-auto">{t('stale')}</span>
                <Button size="sm" disabled={!!busy || !file} onClick={() => file && void check(file, mapping)}>{t('recheck')}</Button>
              </div>
            )}
            {preview.First.length > 0 && (
              <>
                <h4 className="h6">{t('firstTitle', { n: preview.First.length })}</h4>
                <Table size="sm" responsive>
                  <thead><tr><th scope="col">{t('row')}</th><th scope="col">{t('position')}</th><th scope="col">{t('answers')}</th></tr></thead>
                  <tbody>
                    {preview.First.map((row) => (
                      <tr key={row.Row}>
                        <td>{t('rowLabel', { format: preview.Format, row: row.Row })}</td>
                        <td className="text-nowrap">{formatNumber(row.Latitude)}, {formatNumber(row.Longitude)}</td>
                        <td className="small">{Object.entries(row.Attributes).map(([name, answer]) => (name === CATEGORY_ATTRIBUTE
                          ? `${t('category')}: ${categoryLabel(layer.Schema.Categories, String(answer.Value))}`
                          : answerText(questions.find((q) => q.Name === name), name, answer))).join('; ')}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </>
            )}
            {preview.RefusedCount > 0 && (
              <section aria-labelledby="import-refused-title" className="mb-3">
                <h4 className="h6" id="import-refused-title">{t('refusedTitle')}</h4>
                <ul>
                  {preview.Refused.map((r) => <li key={r.Row}><strong>{t('rowLabel', { format: preview.Format, row: r.Row })}:</strong> {r.Messages.join(' ')}</li>)}
                </ul>
                {preview.RefusedCount > preview.Refused.length && (
                  <p className="small">{t('refusedMore', { listed: formatNumber(preview.Refused.length), all: formatNumber(preview.RefusedCount) })}</p>
                )}
                <p className="small">{t('fixFile')}</p>
              </section>
            )}
            <Button disabled={!ready} onClick={() => void run()}>{t('run', { n: formatNumber(preview.Rows) })}</Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}

/** An answer of the preview's rows as people read it: the question's text (its key without one)
 *  and the answer with option labels (docs/product.md §18.6). */
const answerText = (question: Variable | undefined, name: string, answer: AttributeValue) =>
  `${question ? questionTitle(question) : name}: ${formatAnswer(question, answer)}`;

/** The mapping of a new file's `preview` with the choices of `earlier` for the fields both files
 *  have (a field left out there stays left out), each question still answering one field; undefined
 *  when that is the suggested mapping anyway. */
export function keptMapping(preview: ImportPreview, earlier: { fields: string[]; mapping: ImportMapping }): ImportMapping | undefined {
  const known = new Set(earlier.fields);
  const kept: ImportMapping = {};
  const taken = new Set<string>();
  for (const { Name } of preview.Fields) if (known.has(Name) && earlier.mapping[Name]) taken.add(earlier.mapping[Name]);
  for (const { Name } of preview.Fields) {
    const target = known.has(Name) ? earlier.mapping[Name] : taken.has(preview.Mapping[Name] ?? '') ? undefined : preview.Mapping[Name];
    if (target) kept[Name] = target;
  }
  const same = (a: ImportMapping, b: ImportMapping) => Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);
  return same(kept, preview.Mapping) ? undefined : kept;
}
