import { TEAM_NOTIFICATION_FREQUENCIES, TEAM_NOTIFICATION_KINDS, type TeamNotificationFrequency, type TeamNotificationKind, type TeamNotificationSettings } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/team-notifications';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useTeamNotifications, useUpdateTeamNotifications } from './api';

type Key = keyof typeof de.teamNotifications;
const LABEL: Record<TeamNotificationKind, Key> = { Entries: 'entries', Reports: 'reports', Approvals: 'approvals' };
const FREQUENCY: Record<TeamNotificationFrequency, Key> = {
  sofort: 'frequencySofort', taeglich: 'frequencyTaeglich', woechentlich: 'frequencyWoechentlich', nie: 'frequencyNie',
};

/** „Benachrichtigungen für das Team“ in the section Team of the workspace manager (docs/product.md
 *  §16.8): the signed-in member's own choice, per kind of event, of mails at once, daily or weekly
 *  digests or none, with its own „Speichern“. Shown to the team only (the section is). */
export function TeamNotificationsSection({ workspaceId }: { workspaceId: string }) {
  const tc = useT('common', de.common);
  const t = useT('teamNotifications', de.teamNotifications);
  const settings = useTeamNotifications(workspaceId);
  return (
    <Card as="section" className="mb-4" aria-labelledby="team-notifications-title">
      <Card.Header><h2 id="team-notifications-title" className="h5 mb-0">{t('title')}</h2></Card.Header>
      {settings.data ? <TeamNotificationsForm workspaceId={workspaceId} settings={settings.data} />
        : <Card.Body><p className="mb-0">{settings.isError ? t('loadFailed') : tc('loading')}</p></Card.Body>}
    </Card>
  );
}

function TeamNotificationsForm({ workspaceId, settings }: { workspaceId: string; settings: TeamNotificationSettings }) {
  const t = useT('teamNotifications', de.teamNotifications);
  const id = useId();
  const update = useUpdateTeamNotifications(workspaceId);
  const [choice, setChoice] = useState<TeamNotificationSettings>(settings);
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    update.mutate(choice, {
      onSuccess: () => showAlert('success', t('saved')),
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };
  return (
    <Form onSubmit={save} noValidate aria-label={t('title')}>
      <Card.Body>
        <fieldset>
          <legend className="visually-hidden">{t('title')}</legend>
          <p className="small text-body-secondary">{t('intro')}</p>
          {TEAM_NOTIFICATION_KINDS.map((kind) => (
            <Form.Group key={kind} controlId={`${id}-${kind}`} className="mb-3">
              <Form.Label className="fw-semibold">{t(LABEL[kind])}</Form.Label>
              <Form.Select value={choice[kind]} onChange={(e) => setChoice({ ...choice, [kind]: e.target.value as TeamNotificationFrequency })}>
                {TEAM_NOTIFICATION_FREQUENCIES.map((f) => <option key={f} value={f}>{t(FREQUENCY[f])}</option>)}
              </Form.Select>
            </Form.Group>
          ))}
          <Form.Text>{t('hint')}</Form.Text>
        </fieldset>
      </Card.Body>
      <Card.Footer>
        <Button type="submit" disabled={update.isPending}>{update.isPending ? t('saving') : t('save')}</Button>
      </Card.Footer>
    </Form>
  );
}
