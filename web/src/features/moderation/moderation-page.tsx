import { Alert, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import { RequireLogin } from '../../components/login-notice';
import * as de from '../../i18n/de/moderation';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useQueue, useQueueAction, type QueueAction } from './api';
import { AutoHideSettings } from './auto-hide-settings';
import { QueueEntryCard } from './queue-entry';

/** The moderation queue of a workspace for its managers, `/#/moderation/{workspaceID}`
 *  (docs/product.md §16.3): the project's automatic hiding after reports, then open reports and
 *  content held for approval, newest first; visitors
 *  are asked to log in. */
export function ModerationPage() {
  const t = useT('moderationQueue', de.moderationQueue);
  useDocumentTitle(t('pageTitle'));
  return <RequireLogin title={t('pageTitle')}><ModerationQueue /></RequireLogin>;
}

function ModerationQueue() {
  const tc = useT('common', de.common);
  const t = useT('moderationQueue', de.moderationQueue);
  const tm = useT('moderation', de.moderation);
  const { workspaceId = '' } = useParams();
  const queue = useQueue(workspaceId);
  const act = useQueueAction(workspaceId);
  const onAction = (a: QueueAction) => act.mutate(a, {
    onSuccess: (answer) => showAlert('success', answer.Message),
    onError: (err) => showAlert('warning', failureText(tm('moderateFailed'), err)),
  });
  return (
    <Container className="py-4 moderation-page">
      <h1 className="h3">{t('pageTitle')}</h1>
      <p><Link to="/workspaces">{t('back')}</Link></p>
      <AutoHideSettings workspaceId={workspaceId} />
      {queue.isPending && <p>{tc('loading')}</p>}
      {queue.isError && <Alert variant="warning">{failureText(t('loadFailed'), queue.error)}</Alert>}
      {queue.data && (
        <>
          <p role="status">{t('count', { n: queue.data.length })}</p>
          <ol className="list-unstyled">
            {queue.data.map((e) => (
              <QueueEntryCard key={`${e.ReportID ?? 'held'}-${e.CommentID ?? e.PointID}`} entry={e} workspaceId={workspaceId} pending={act.isPending} onAction={onAction} />
            ))}
          </ol>
        </>
      )}
    </Container>
  );
}
