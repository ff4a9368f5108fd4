import { AUTO_HIDE_MAX_REPORTS, AUTO_HIDE_MIN_REPORTS, type ModerationSettings } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/moderation';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useModerationSettings, useSaveModerationSettings } from './api';

/** „Automatisch ausblenden nach … Meldungen“ of a project (docs/product.md §16.3): „aus“, or a
 *  number from AUTO_HIDE_MIN_REPORTS to AUTO_HIDE_MAX_REPORTS, checked before sending. */
export function AutoHideSettings({ workspaceId }: { workspaceId: string }) {
  const settings = useModerationSettings(workspaceId);
  if (!settings.data) return null;
  return <AutoHideForm key={String(settings.data.AutoHideReports)} workspaceId={workspaceId} saved={settings.data} />;
}

function AutoHideForm({ workspaceId, saved }: { workspaceId: string; saved: ModerationSettings }) {
  const t = useT('moderationQueue', de.moderationQueue);
  const id = useId();
  const save = useSaveModerationSettings(workspaceId);
  const [on, setOn] = useState(saved.AutoHideReports !== null);
  const [count, setCount] = useState(String(saved.AutoHideReports ?? 3));
  const [problem, setProblem] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(count);
    if (on && (!Number.isInteger(n) || n < AUTO_HIDE_MIN_REPORTS || n > AUTO_HIDE_MAX_REPORTS)) {
      return setProblem(t('autoHideInvalid', { min: AUTO_HIDE_MIN_REPORTS, max: AUTO_HIDE_MAX_REPORTS }));
    }
    save.mutate({ AutoHideReports: on ? n : null }, {
      onSuccess: () => showAlert('success', t('autoHideSaved')),
      onError: (err) => showAlert('warning', failureText(t('autoHideFailed'), err)),
    });
  };
  return (
    <Form onSubmit={submit} noValidate className="mb-4" aria-labelledby={`${id}-title`}>
      <h2 className="h5" id={`${id}-title`}>{t('settingsTitle')}</h2>
      <fieldset aria-describedby={`${id}-hint`}>
        <legend className="fs-6">{t('autoHide')}</legend>
        <Form.Check type="radio" id={`${id}-off`} name={`${id}-mode`} label={t('autoHideOff')} checked={!on} onChange={() => { setOn(false); setProblem(''); }} />
        <div className="d-flex align-items-center gap-2 flex-wrap">
          <Form.Check type="radio" id={`${id}-on`} name={`${id}-mode`} label={t('autoHideOn')} checked={on} onChange={() => setOn(true)} />
          <Form.Control type="number" inputMode="numeric" min={AUTO_HIDE_MIN_REPORTS} max={AUTO_HIDE_MAX_REPORTS} step={1} className="w-auto" value={count}
            aria-label={t('autoHideCount')} disabled={!on} isInvalid={problem !== ''} aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(e) => { setCount(e.target.value); setProblem(''); }} />
        </div>
        {problem && <div className="invalid-feedback d-block" id={`${id}-problem`}>{problem}</div>}
        <Form.Text id={`${id}-hint`}>{t('autoHideHint', { min: AUTO_HIDE_MIN_REPORTS, max: AUTO_HIDE_MAX_REPORTS })}</Form.Text>
      </fieldset>
      <Button type="submit" className="mt-2" disabled={save.isPending}>{t('autoHideSave')}</Button>
    </Form>
  );
}
