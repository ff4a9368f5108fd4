import type { MessageBody, TeamUnsubscribeInfo } from '@mitmachkarte/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/team-notifications';
import { useT } from '../../i18n/runtime';
import { apiGet, apiPost } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page of a team mail's unsubscribe link, `/#/team-benachrichtigungen/abbestellen/<token>`
 *  (docs/product.md §16.8). It works without login: it names the project and switches all its team
 *  mails off with one button, never by opening the link alone (a mail gateway that opens links
 *  unsubscribes nobody). */
export function TeamUnsubscribePage() {
  const tc = useT('common', de.common);
  const t = useT('teamNotifications', de.teamNotifications);
  useDocumentTitle(t('unsubscribeTitle'));
  const token = useParams().token ?? '';
  const query = `/team-notifications/unsubscribe?${new URLSearchParams({ Token: token })}`;
  const info = useQuery({ queryKey: ['team-notifications', 'unsubscribe', token], queryFn: () => apiGet<TeamUnsubscribeInfo>(query), retry: false });
  const unsubscribe = useMutation({ mutationFn: () => apiPost<MessageBody>('/team-notifications/unsubscribe', { Token: token }) });
  const done = unsubscribe.data?.Message ?? (info.data && !info.data.Subscribed ? t('alreadyUnsubscribed') : undefined);
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('unsubscribeTitle')}</h1>
      {info.isPending && <p role="status">{tc('loading')}</p>}
      {info.isError && <Alert variant="warning">{failureText(t('unsubscribeFailed'), info.error)}</Alert>}
      {info.data && <p>{info.data.WorkspaceName ? t('unsubscribeAbout', { project: info.data.WorkspaceName }) : t('unsubscribeNotInTeam')}</p>}
      <div role="status">{done && <Alert variant="success">{done}</Alert>}</div>
      {unsubscribe.isError && <Alert variant="warning">{failureText(t('unsubscribeFailed'), unsubscribe.error)}</Alert>}
      {info.data && !done && (
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>{t('unsubscribeButton')}</Button>
      )}
      <p className="mt-3">{t('settingsHint')} <Link to="/workspaces">{t('toProjects')}</Link></p>
    </Container>
  );
}
