import { monthsSetting, RETENTION_MAX_MONTHS, type ProjectRetention, type RetentionMode, type RetentionPhotos } from '@mitmachkarte/contract';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/retention';
import { translator, useT, type MessageValues } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { formatDay, todayInBerlin } from '../../lib/format';
import { useProjectRetention } from '../../lib/retention';
import { useFormat } from '../../lib/use-format';
import { useUpdateProjectRetention } from './api';

type RetentionTexts = (key: keyof typeof de.projectRetention & string, values?: MessageValues) => string;

const inGerman = translator('de', {});
const german: RetentionTexts = (key, values) => inGerman(`projectRetention.${key}`, de.projectRetention[key], values);

/** Where the project stands (docs/product.md §17.8): open, closed with the day of its
 *  anonymisation, or never anonymised. `t`: the texts of `projectRetention` in the reader's
 *  language (useT), German by default; `day`: a calendar day `YYYY-MM-DD` in words in that
 *  language (useFormat's `day`), days counted in Berlin. */
export function retentionState(r: ProjectRetention, now = new Date(), t: RetentionTexts = german, day: (day: string) => string = formatDay): string {
  const berlinDay = (iso: string) => day(todayInBerlin(new Date(iso)));
  if (!r.ClosedAt) return t('open');
  const closed = t('closedOn', { day: berlinDay(r.ClosedAt) });
  if (!r.DueAt) return `${closed} ${t('never')}`;
  return `${closed} ${t(Date.parse(r.DueAt) <= now.getTime() ? 'duePassed' : 'dueOn', { day: berlinDay(r.DueAt) })}`;
}

/** „Aufbewahrung“ of the workspace manager (docs/product.md §17.8), for the project's managers:
 *  where the project stands, its period after closing (the organisation's, its own months, or none
 *  for a project that must be archived) and what becomes of the published photos, with its own
 *  „Speichern“. What is offered follows the server's CanEdit. */
export function RetentionSection({ workspaceId }: { workspaceId: string }) {
  const tc = useT('common', de.common);
  const t = useT('projectRetention', de.projectRetention);
  const retention = useProjectRetention(workspaceId);
  return (
    <Card as="section" className="mb-4" aria-labelledby="retention-title">
      <Card.Header><h2 id="retention-title" className="h5 mb-0">{t('title')}</h2></Card.Header>
      {retention.data ? <RetentionForm workspaceId={workspaceId} retention={retention.data} />
        : <Card.Body><p className="mb-0">{retention.isError ? t('loadFailed') : tc('loading')}</p></Card.Body>}
    </Card>
  );
}

function RetentionForm({ workspaceId, retention }: { workspaceId: string; retention: ProjectRetention }) {
  const t = useT('projectRetention', de.projectRetention);
  const format = useFormat();
  const id = useId();
  const update = useUpdateProjectRetention(workspaceId);
  const [mode, setMode] = useState<RetentionMode>(retention.Mode);
  const [months, setMonths] = useState(String(retention.Months ?? retention.Organisation.Months ?? 12));
  const [photos, setPhotos] = useState<RetentionPhotos>(retention.Photos);
  const [monthsInvalid, setMonthsInvalid] = useState(false);
  const monthsRef = useRef<HTMLInputElement>(null);

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const own = monthsSetting(months, false);
    if (mode === 'months' && typeof own !== 'number') {
      setMonthsInvalid(true);
      monthsRef.current?.focus();
      return;
    }
    update.mutate({ Mode: mode, Months: typeof own === 'number' && mode === 'months' ? own : null, Photos: photos }, {
      onSuccess: () => showAlert('success', t('saved')),
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };
  const radio = (value: RetentionMode, label: string) => (
    <Form.Check type="radio" id={`${id}-mode-${value}`} name={`${id}-mode`} label={label} checked={mode === value} disabled={!retention.CanEdit}
      onChange={() => { setMode(value); setMonthsInvalid(false); }} />
  );

  return (
    <Form onSubmit={save} noValidate>
      <Card.Body>
        <p className="small text-body-secondary">{t('intro')}</p>
        <p role="status">{retentionState(retention, new Date(), t, format.day)}</p>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold mb-1">{t('period')}</legend>
          {radio('organisation', retention.Organisation.Months === null ? t('modeOrganisationNever') : t('modeOrganisation', { months: retention.Organisation.Months }))}
          {radio('months', t('modeMonths'))}
          {mode === 'months' && (
            <Form.Group controlId={`${id}-months`} className="ms-4 my-2">
              <Form.Label className="small mb-1">{t('months')}</Form.Label>
              <Form.Control ref={monthsRef} type="number" inputMode="numeric" min={1} max={RETENTION_MAX_MONTHS} step={1} value={months} size="sm"
                disabled={!retention.CanEdit} isInvalid={monthsInvalid} aria-invalid={monthsInvalid || undefined}
                aria-describedby={monthsInvalid ? `${id}-months-error` : undefined}
                onChange={(e) => { setMonths(e.target.value); setMonthsInvalid(false); }} />
              {monthsInvalid && <Form.Control.Feedback type="invalid" id={`${id}-months-error`}>{t('monthsInvalid')}</Form.Control.Feedback>}
            </Form.Group>
          )}
          {radio('off', t('modeOff'))}
        </fieldset>
        <Form.Group controlId={`${id}-photos`}>
          <Form.Label className="fw-semibold">{t('photos')}</Form.Label>
          <Form.Select value={photos} disabled={!retention.CanEdit} aria-describedby={`${id}-photos-hint`}
            onChange={(e) => setPhotos(e.target.value as RetentionPhotos)}>
            <option value="organisation">{t('photosOrganisation', { photos: retention.Organisation.DeletePhotos ? 'delete' : 'keep' })}</option>
            <option value="keep">{t('photosKeep')}</option>
            <option value="delete">{t('photosDelete')}</option>
          </Form.Select>
          <Form.Text id={`${id}-photos-hint`}>{t('photosHint')}</Form.Text>
        </Form.Group>
      </Card.Body>
      {retention.CanEdit && (
        <Card.Footer>
          <Button type="submit" disabled={update.isPending}>{update.isPending ? t('saving') : t('save')}</Button>
        </Card.Footer>
      )}
    </Form>
  );
}
