import type { DeleteAccountBody, MessageBody } from '@mitmachkarte/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiPost } from '../../lib/api-client';
import { adoptSession } from '../../lib/session';

/** Address of the own data's ZIP archive (GET /auth/account/export), for a download link. */
export const ACCOUNT_EXPORT_URL = `${API_BASE}/auth/account/export`;

/** POST /auth/account/delete; afterwards the visitor is logged out. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => apiPost<MessageBody>('/auth/account/delete', body),
    onSuccess: () => adoptSession(qc, { LoggedIn: false, Permissions: [] }),
  });
}
