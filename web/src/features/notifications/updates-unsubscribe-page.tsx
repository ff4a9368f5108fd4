import type { MessageBody, UpdatesUnsubscribeInfo } from '@mitmachkarte/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/project-updates';
import { useT } from '../../i18n/runtime';
import { apiGet, apiPost } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page of an update mail's unsubscribe link, `/#/neuigkeiten/abbestellen/<token>`
 *  (docs/product.md §25.5). It works without login: it names the project and stops its updates
 *  with one button, never by opening the link alone (a mail gateway that opens links unsubscribes
 *  nobody; mail programs use the one-click address of the mail's List-Unsubscribe header). */
export function UpdatesUnsubscribePage() {
  const tc = useT('common', de.common);
  const t = useT('projectUpdates', de.projectUpdates);
  useDocumentTitle(t('unsubscribeTitle'));
  const token = useParams().token ?? '';
  const query = `/project-updates/unsubscribe?${new URLSearchParams({ Token: token })}`;
  const info = useQuery({ queryKey: ['project-updates', 'unsubscribe', token], queryFn: () => apiGet<UpdatesUnsubscribeInfo>(query), retry: false });
  const unsubscribe = useMutation({ mutationFn: () => apiPost<MessageBody>('/project-updates/unsubscribe', { Token: token }) });
  const done = unsubscribe.data?.Message ?? (info.data && !info.data.Subscribed ? t('alreadyUnsubscribed') : undefined);
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('unsubscribeTitle')}</h1>
      {info.isPending && <p role="status">{tc('loading')}</p>}
      {info.isError && <Alert variant="warning">{failureText(t('unsubscribeFailed'), info.error)}</Alert>}
      {info.data && <p>{info.data.WorkspaceName ? t('unsubscribeAbout', { project: info.data.WorkspaceName }) : t('unsubscribeHidden')}</p>}
      <div role="status">{done && <Alert variant="success">{done}</Alert>}</div>
      {unsubscribe.isError && <Alert variant="warning">{failureText(t('unsubscribeFailed'), unsubscribe.error)}</Alert>}
      {info.data && !done && (
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>{t('unsubscribeButton')}</Button>
      )}
      <p className="mt-3"><Link to="/projekte">{t('toProjects')}</Link></p>
    </Container>
  );
}
