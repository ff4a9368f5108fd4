import { POINTS_EXPORT_FORMATS, type Job, type Layer, type PointsExportFormat } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form, ProgressBar, Table } from 'react-bootstrap';
import { useExportFormatName } from '../../components/export-menu';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useFormat } from '../../lib/use-format';
import { useTownText } from '../../components/town-text';
import { jobFileUrl, useJobs, useStartExportJob } from './api';

/** A file's size (bytes) as people read it: the catalogue's text (kB below a megabyte, at least 1;
 *  else MB rounded to one decimal) and the number for it. */
export function fileSize(bytes: number): { key: 'sizeKb' | 'sizeMb'; size: number } {
  return bytes < 1024 * 1024
    ? { key: 'sizeKb', size: Math.max(1, Math.round(bytes / 1024)) }
    : { key: 'sizeMb', size: Math.round((bytes / 1024 / 1024) * 10) / 10 };
}

/** „Aufträge“ of the workspace manager (docs/product.md §18.4): a map of the project and a format
 *  start an export as a background job; the user's own jobs below (of every project, newest first)
 *  with state and progress, asked again every two seconds while one runs, and for a finished one a
 *  link „Herunterladen“ to its file until it expires. `layerId` preselects a map. */
export function JobsSection({ layers, layerId }: { layers: readonly Layer[]; layerId?: string }) {
  const tc = useT('common', de.common);
  const t = useT('jobs', de.jobs);
  const formatName = useExportFormatName();
  const id = useId();
  const jobs = useJobs();
  const start = useStartExportJob();
  const [layer, setLayer] = useState(layerId ?? layers[0]?.ID ?? '');
  const [format, setFormat] = useState<PointsExportFormat>('xlsx');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (start.isPending || !layer) return;
    start.mutate({ layerId: layer, format }, {
      onSuccess: () => showAlert('success', t('started')),
      onError: (err) => showAlert('warning', failureText(t('startFailed'), err)),
    });
  };

  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-title`}>
      <Card.Header><h2 id={`${id}-title`} className="h5 mb-0">{t('title')}</h2></Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t('intro')}</p>
        <Form onSubmit={submit} className="d-flex flex-wrap gap-2 align-items-end mb-3">
          <Form.Group controlId={`${id}-layer`}>
            <Form.Label className="small mb-1">{t('layer')}</Form.Label>
            <Form.Select size="sm" value={layer} onChange={(e) => setLayer(e.target.value)}>
              {layers.map((l) => <option key={l.ID} value={l.ID}>{l.Name}</option>)}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-format`}>
            <Form.Label className="small mb-1">{t('format')}</Form.Label>
            <Form.Select size="sm" value={format} onChange={(e) => setFormat(e.target.value as PointsExportFormat)}>
              {POINTS_EXPORT_FORMATS.map((f) => <option key={f} value={f}>{formatName(f)}</option>)}
            </Form.Select>
          </Form.Group>
          <Button type="submit" size="sm" disabled={start.isPending || !layer}>{t('start')}</Button>
        </Form>
        <h3 className="h6">{t('list')}</h3>
        {jobs.data ? <JobTable jobs={jobs.data} /> : <p className="mb-0">{jobs.isError ? t('loadFailed') : tc('loading')}</p>}
      </Card.Body>
    </Card>
  );
}

function JobTable({ jobs }: { jobs: readonly Job[] }) {
  const t = useT('jobs', de.jobs);
  const format = useFormat();
  const town = useTownText();
  const sizeText = (bytes: number) => {
    const { key, size } = fileSize(bytes);
    return t(key, { size: format.number(size) });
  };
  const formatName = useExportFormatName();
  if (jobs.length === 0) return <p className="mb-0">{t('none')}</p>;
  return (
    <Table size="sm" responsive className="mb-0">
      <thead>
        <tr><th scope="col">{t('columnLayer')}</th><th scope="col">{t('columnFormat')}</th><th scope="col">{t('columnState')}</th><th scope="col">{t('columnCreated')}</th><th scope="col">{t('columnFile')}</th></tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.ID}>
            <td {...town}>{job.LayerName}</td>
            <td>{formatName(job.Format)}</td>
            <td><JobState job={job} /></td>
            <td>{format.date(job.Created)}</td>
            <td>
              {job.State === 'done' && job.FileName && (
                <>
                  <a href={jobFileUrl(job.ID)} download={job.FileName} aria-label={t('downloadLabel', { file: job.FileName })}>{t('download')}</a>
                  <div className="small text-body-secondary">
                    {sizeText(job.FileSize ?? 0)}
                    {job.Expires && <>, {t('expires', { when: format.date(job.Expires) })}</>}
                  </div>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** The catalogue's text of each state. */
const STATE_KEYS = { queued: 'stateQueued', running: 'stateRunning', done: 'stateDone', failed: 'stateFailed' } as const satisfies Record<Job['State'], keyof typeof de.jobs>;

/** A job's state in words; while it runs its progress as a bar, and a failed job's message. */
function JobState({ job }: { job: Job }) {
  const t = useT('jobs', de.jobs);
  const format = useFormat();
  const progress = t('progress', { done: format.number(job.Done), total: format.number(job.Total) });
  const percent = job.Total > 0 ? Math.min(100, Math.round((job.Done / job.Total) * 100)) : 0;
  return (
    <div role="status">
      {t(STATE_KEYS[job.State])}
      {job.State === 'running' && job.Total > 0 && (
        <ProgressBar className="mt-1" title={progress}>
          <ProgressBar isChild now={percent} label={t('percent', { percent })} aria-label={t('progressLabel', { layer: job.LayerName })}
            aria-valuetext={progress} />
        </ProgressBar>
      )}
      {job.State === 'failed' && job.Message && <div className="small text-body-secondary">{job.Message}</div>}
    </div>
  );
}
