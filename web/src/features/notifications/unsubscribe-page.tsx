import type { MessageBody, UnsubscribeInfo } from '@mitmachkarte/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/notifications';
import { apiGet, apiPost } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

const t = de.notifications;

/** The page of a follower mail's unsubscribe link, `/#/benachrichtigungen/abbestellen/<token>`
 *  (docs/product.md §16.7). It works without login: it names the entry and ends its mails with one
 *  button, never by opening the link alone (a mail gateway that opens links unsubscribes nobody). */
export function UnsubscribePage() {
  useDocumentTitle(t.unsubscribeTitle);
  const token = useParams().token ?? '';
  const query = `/notifications/unsubscribe?${new URLSearchParams({ Token: token })}`;
  const info = useQuery({ queryKey: ['notifications', 'unsubscribe', token], queryFn: () => apiGet<UnsubscribeInfo>(query), retry: false });
  const unsubscribe = useMutation({ mutationFn: () => apiPost<MessageBody>('/notifications/unsubscribe', { Token: token }) });
  const done = unsubscribe.data?.Message ?? (info.data && !info.data.Following ? t.alreadyUnsubscribed : undefined);
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t.unsubscribeTitle}</h1>
      {info.isPending && <p role="status">{de.common.loading}</p>}
      {info.isError && <Alert variant="warning">{failureText(t.unsubscribeFailed, info.error)}</Alert>}
      {info.data && <p>{t.unsubscribeAbout(info.data.Title, info.data.LayerName)}</p>}
      <div role="status">{done && <Alert variant="success">{done}</Alert>}</div>
      {unsubscribe.isError && <Alert variant="warning">{failureText(t.unsubscribeFailed, unsubscribe.error)}</Alert>}
      {info.data && !done && (
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>{t.unsubscribeButton}</Button>
      )}
      <p className="mt-3">{t.profileHint} <Link to="/profile">{t.toProfile}</Link></p>
    </Container>
  );
}
