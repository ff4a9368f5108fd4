import type { MessageBody, TeamUnsubscribeInfo, UpdatesUnsubscribeInfo } from '@mitmachkarte/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert, Button, Container } from 'react-bootstrap';
import { useParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/common';
import { useT } from '../../i18n/runtime';
import { apiGet, apiPost } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/** What the server says of a signed unsubscribe link of a project's mails (both alike): the
 *  project's name ('' when the person no longer sees it) and whether the mails still come. */
type LinkInfo = TeamUnsubscribeInfo | UpdatesUnsubscribeInfo;

/** The words of one such page: its title, the sentence naming the project, the one for a project
 *  the person no longer sees, the button, the line when the mails were stopped before, and the
 *  start of a failure. */
export type UnsubscribeTexts = { title: string; about: (project: string) => string; hidden: string; button: string; already: string; failed: string };

/** The page of a signed unsubscribe link of a project's mails, `/#/…/abbestellen/<token>`: team
 *  mails (docs/product.md §16.8) and „Neuigkeiten“ (§25.5). `api` is the server's address
 *  (GET names the project, POST `{ Token }` stops the mails). It works without login and stops
 *  the mails only with its button, never by opening the link alone (a mail gateway that opens
 *  links unsubscribes nobody; mail programs use the one-click address of List-Unsubscribe). */
export function UnsubscribeLinkPage({ api, texts, footer }: { api: string; texts: UnsubscribeTexts; footer: ReactNode }) {
  const tc = useT('common', de.common);
  useDocumentTitle(texts.title);
  const token = useParams().token ?? '';
  const info = useQuery({ queryKey: [api, token], queryFn: () => apiGet<LinkInfo>(`${api}?${new URLSearchParams({ Token: token })}`), retry: false });
  const unsubscribe = useMutation({ mutationFn: () => apiPost<MessageBody>(api, { Token: token }) });
  const done = unsubscribe.data?.Message ?? (info.data && !info.data.Subscribed ? texts.already : undefined);
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{texts.title}</h1>
      {info.isPending && <p role="status">{tc('loading')}</p>}
      {info.isError && <Alert variant="warning">{failureText(texts.failed, info.error)}</Alert>}
      {info.data && !unsubscribe.isSuccess && <p>{info.data.WorkspaceName ? texts.about(info.data.WorkspaceName) : texts.hidden}</p>}
      <div role="status">{done && <Alert variant="success">{done}</Alert>}</div>
      {unsubscribe.isError && <Alert variant="warning">{failureText(texts.failed, unsubscribe.error)}</Alert>}
      {info.data && !done && (
        <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>{texts.button}</Button>
      )}
      <p className="mt-3">{footer}</p>
    </Container>
  );
}
