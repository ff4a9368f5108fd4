import type { MessageBody } from '@mitmachkarte/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/area-alerts';
import { useT } from '../../i18n/runtime';
import { apiPost } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

/** One page of a mailed link of an area alert (docs/product.md §24.2): it works without login and
 *  acts only by its button, never by opening the link alone (a mail gateway that opens links
 *  confirms or ends nothing, docs/decisions/0009). */
function AlertLinkPage({ kind }: { kind: 'confirm' | 'unsubscribe' }) {
  const t = useT('areaAlerts', de.areaAlerts);
  const words = kind === 'confirm'
    ? { title: t('confirmTitle'), text: t('confirmText'), button: t('confirmButton'), failed: t('confirmFailed') }
    : { title: t('unsubscribeTitle'), text: t('unsubscribeText'), button: t('unsubscribeButton'), failed: t('unsubscribeFailed') };
  useDocumentTitle(words.title);
  const token = useParams().token ?? '';
  const send = useMutation({ mutationFn: () => apiPost<MessageBody>(`/area-alerts/${kind}`, { Token: token }) });
  return (
    <Container className="py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{words.title}</h1>
      <p>{words.text}</p>
      <div role="status">{send.data && <Alert variant="success">{send.data.Message}</Alert>}</div>
      {send.isError && <Alert variant="warning">{failureText(words.failed, send.error)}</Alert>}
      {!send.data && <Button onClick={() => send.mutate()} disabled={send.isPending}>{words.button}</Button>}
      <p className="mt-3"><Link to="/projekte">{t('toProjects')}</Link></p>
    </Container>
  );
}

/** `/#/gebietsbenachrichtigung/bestaetigen/<token>`: the double opt-in's confirmation. */
export const ConfirmAlertPage = () => <AlertLinkPage kind="confirm" />;
/** `/#/gebietsbenachrichtigung/abbestellen/<token>`: ends the alert with one click. */
export const UnsubscribeAlertPage = () => <AlertLinkPage kind="unsubscribe" />;
