import type { Webhook, WebhookBody, WebhookDelivery, WebhookWithSecret } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';

/** The server calls of a project's webhooks (docs/product.md §24.6). */
const enc = encodeURIComponent;

const webhooksQueryOptions = (workspaceId: string) => queryOptions({
  queryKey: ['webhooks', workspaceId],
  queryFn: () => apiGet<Webhook[]>(`/gis/workspace/${enc(workspaceId)}/webhooks`),
  staleTime: 0, retry: false, meta: { silent: true },
  // While a last delivery is pending its outcome follows within seconds.
  refetchInterval: (q) => (q.state.data?.some((h) => h.LastState === 'pending') ? 3000 : false),
});
/** GET /gis/workspace/{id}/webhooks; read again every 3 s while a webhook's last delivery is pending. */
export const useWebhooks = (workspaceId: string) => useQuery(webhooksQueryOptions(workspaceId));

/** GET /gis/webhook/{id}/deliveries; read again every 3 s while a delivery is pending. */
export const useWebhookDeliveries = (webhookId: string) => useQuery({
  queryKey: ['webhook-deliveries', webhookId],
  queryFn: () => apiGet<WebhookDelivery[]>(`/gis/webhook/${enc(webhookId)}/deliveries`),
  staleTime: 0, retry: false, meta: { silent: true },
  refetchInterval: (q) => (q.state.data?.some((d) => d.State === 'pending') ? 3000 : false),
});

/** The writes of a project's webhooks; each reads the list (and the log) again afterwards. */
export function useWebhookWrites(workspaceId: string) {
  const qc = useQueryClient();
  const refresh = () => Promise.all([
    qc.invalidateQueries({ queryKey: webhooksQueryOptions(workspaceId).queryKey }),
    qc.invalidateQueries({ queryKey: ['webhook-deliveries'] }),
  ]);
  return {
    create: useMutation({ mutationFn: (body: WebhookBody) => apiPost<WebhookWithSecret>(`/gis/workspace/${enc(workspaceId)}/webhooks`, body), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: WebhookBody }) => apiPut<Webhook>(`/gis/webhook/${enc(id)}`, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => apiDelete<unknown>(`/gis/webhook/${enc(id)}`), onSuccess: refresh }),
    rotate: useMutation({ mutationFn: (id: string) => apiPost<WebhookWithSecret>(`/gis/webhook/${enc(id)}/secret`, {}), onSuccess: refresh }),
    test: useMutation({ mutationFn: (id: string) => apiPost<WebhookDelivery>(`/gis/webhook/${enc(id)}/test`, {}), onSuccess: refresh }),
  };
}
