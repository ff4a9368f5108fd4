import { POINTS_EXPORT_FORMATS, type Job, type Layer, type PointsExportFormat } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form, ProgressBar, Table } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { formatDate, formatNumber } from '../../lib/format';
import { jobFileUrl, useJobs, useStartExportJob } from './api';

/** „Aufträge“ of the workspace manager (docs/product.md §18.4): a map of the project and a format
 *  start an export as a background job; the user's own jobs below (of every project, newest first)
 *  with state and progress, asked again every two seconds while one runs, and for a finished one a
 *  link „Herunterladen“ to its file until it expires. `layerId` preselects a map. */
export function JobsSection({ layers, layerId }: { layers: readonly Layer[]; layerId?: string }) {
  const tc = useT('common', de.common);
  const t = de.jobs;
  const id = useId();
  const jobs = useJobs();
  const start = useStartExportJob();
  const [layer, setLayer] = useState(layerId ?? layers[0]?.ID ?? '');
  const [format, setFormat] = useState<PointsExportFormat>('xlsx');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (start.isPending || !layer) return;
    start.mutate({ layerId: layer, format }, {
      onSuccess: () => showAlert('success', t.started),
      onError: (err) => showAlert('warning', failureText(t.startFailed, err)),
    });
  };

  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-title`}>
      <Card.Header><h2 id={`${id}-title`} className="h5 mb-0">{t.title}</h2></Card.Header>
      <Card.Body>
        <p className="small text-body-secondary">{t.intro}</p>
        <Form onSubmit={submit} className="d-flex flex-wrap gap-2 align-items-end mb-3">
          <Form.Group controlId={`${id}-layer`}>
            <Form.Label className="small mb-1">{t.layer}</Form.Label>
            <Form.Select size="sm" value={layer} onChange={(e) => setLayer(e.target.value)}>
              {layers.map((l) => <option key={l.ID} value={l.ID}>{l.Name}</option>)}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-format`}>
            <Form.Label className="small mb-1">{t.format}</Form.Label>
            <Form.Select size="sm" value={format} onChange={(e) => setFormat(e.target.value as PointsExportFormat)}>
              {POINTS_EXPORT_FORMATS.map((f) => <option key={f} value={f}>{de.workspaces.exportFormats[f]}</option>)}
            </Form.Select>
          </Form.Group>
          <Button type="submit" size="sm" disabled={start.isPending || !layer}>{t.start}</Button>
        </Form>
        <h3 className="h6">{t.list}</h3>
        {jobs.data ? <JobTable jobs={jobs.data} /> : <p className="mb-0">{jobs.isError ? t.loadFailed : tc('loading')}</p>}
      </Card.Body>
    </Card>
  );
}

function JobTable({ jobs }: { jobs: readonly Job[] }) {
  const t = de.jobs;
  if (jobs.length === 0) return <p className="mb-0">{t.none}</p>;
  return (
    <Table size="sm" responsive className="mb-0">
      <thead>
        <tr><th scope="col">{t.columns.layer}</th><th scope="col">{t.columns.format}</th><th scope="col">{t.columns.state}</th><th scope="col">{t.columns.created}</th><th scope="col">{t.columns.file}</th></tr>
      </thead>
      <tbody>
        {jobs.map((job) => (
          <tr key={job.ID}>
            <td>{job.LayerName}</td>
            <td>{de.workspaces.exportFormats[job.Format]}</td>
            <td><JobState job={job} /></td>
            <td>{formatDate(job.Created)}</td>
            <td>
              {job.State === 'done' && job.FileName && (
                <>
                  <a href={jobFileUrl(job.ID)} download={job.FileName} aria-label={t.downloadLabel(job.FileName)}>{t.download}</a>
                  <div className="small text-body-secondary">
                    {t.size(job.FileSize ?? 0)}
                    {job.Expires && <>, {t.expires(formatDate(job.Expires))}</>}
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

/** A job's state in words; while it runs its progress as a bar, and a failed job's message. */
function JobState({ job }: { job: Job }) {
  const t = de.jobs;
  const percent = job.Total > 0 ? Math.min(100, Math.round((job.Done / job.Total) * 100)) : 0;
  return (
    <div role="status">
      {t.states[job.State]}
      {job.State === 'running' && job.Total > 0 && (
        <ProgressBar className="mt-1" title={t.progress(formatNumber(job.Done), formatNumber(job.Total))}>
          <ProgressBar isChild now={percent} label={`${percent} %`} aria-label={t.progressLabel(job.LayerName)}
            aria-valuetext={t.progress(formatNumber(job.Done), formatNumber(job.Total))} />
        </ProgressBar>
      )}
      {job.State === 'failed' && job.Message && <div className="small text-body-secondary">{job.Message}</div>}
    </div>
  );
}
