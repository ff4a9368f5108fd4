import type { MessageBody, NotificationSettings } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from './api-client';
import { useSession, whenLoggedIn } from './session';

/** Following entries and „Keine E-Mails“ (docs/product.md §16.7), shared by the map's „Folgen“
 *  and the profile's list. */

/** GET /auth/notifications: „Keine E-Mails“ and the entries the user follows. */
export const notificationsQueryOptions = queryOptions({
  queryKey: ['auth', 'notifications'],
  queryFn: ({ client }) => whenLoggedIn(client, () => apiGet<NotificationSettings>('/auth/notifications'), { NoMail: false, Follows: [] }),
});

/** The user's notification settings, loaded only while logged in. */
export function useNotifications() {
  const { loggedIn } = useSession();
  return useQuery({ ...notificationsQueryOptions, enabled: loggedIn });
}

/** POST or DELETE /gis/point/{id}/follow (`follow` true or false); then the list reloads. */
export function useFollow() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ pointId, follow }: { pointId: string; follow: boolean }) => {
      const path = `/gis/point/${encodeURIComponent(pointId)}/follow`;
      return follow ? apiPost<MessageBody>(path, {}) : apiDelete<MessageBody>(path);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationsQueryOptions.queryKey }),
  });
}

/** PUT /auth/notifications: „Keine E-Mails“ on or off. */
export function useSetNoMail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (noMail: boolean) => apiPut<NotificationSettings>('/auth/notifications', { NoMail: noMail }),
    onSuccess: (settings) => qc.setQueryData(notificationsQueryOptions.queryKey, settings),
  });
}
