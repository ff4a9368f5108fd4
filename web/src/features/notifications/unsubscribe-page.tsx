import type { MessageBody, UnsubscribeInfo } from '@mitmachkarte/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/notifications';
import { useT } from '../../i18n/runtime';
import { apiGet, apiPost } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

const REPORTER_API = '/notifications/reporter-unsubscribe';

/** The page of a follower mail's unsubscribe link, `/#/benachrichtigungen/abbestellen/<token>`
 *  (docs/product.md §16.7). It works without login: it names the entry and ends its mails with one
 *  button, never by opening the link alone (a mail gateway that opens links unsubscribes nobody). */
export function UnsubscribePage({ api = '/notifications/unsubscribe' }: { api?: string }) {
  const t = useT('notifications', de.notifications);
  useDocumentTitle(t('unsubscribeTitle'));
  const tc = useT('common', de.common);
  const token = useParams().token ?? '';
  const query = `${api}?${new URLSearchParams({ Token: token })}`;
  const info = useQuery({ queryKey: ['notifications', api, token], queryFn: () => apiGet<UnsubscribeInfo>(query), retry: false });
  const unsubscribe = useMutation({ mutationFn: () => apiPost<MessageBody>(api, { Token: token }) });
  const isReporter = api === REPORTER_API;
  const done = unsubscribe.data?.Message ?? (info.data && !info.data.Following ? t('alreadyUnsubscribed') : undefined);
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('unsubscribeTitle')}</h1>
      {info.isPending && <p role="status">{tc('loading')}</p>}
      {info.isError && <Alert variant="warning">{failureText(t('unsubscribeFailed'), info.error)}</Alert>}
      {info.data && <p>{info.data.Title ? t('unsubscribeAbout', { title: info.data.Title, layer: info.data.LayerName }) : t('unsubscribeHidden')}</p>}
      <div role="status">{done && <Alert variant="success">{done}</Alert>}</div>
      {unsubscribe.isError && <Alert variant="warning">{failureText(t('unsubscribeFailed'), unsubscribe.error)}</Alert>}
      {info.data && !done && (
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>{t('unsubscribeButton')}</Button>
      )}
      {!isReporter && <p className="mt-3">{t('profileHint')} <Link to="/profile">{t('toProfile')}</Link></p>}
    </Container>
  );
}

/** The page of the unsubscribe link in the mails to the person a team member recorded an entry
 *  for, `/#/meldung/abbestellen/<token>` (docs/product.md §16.12): as UnsubscribePage, with the
 *  reporter's link and without the profile (they have no account). */
export function ReporterUnsubscribePage() {
  return <UnsubscribePage api={REPORTER_API} />;
}
