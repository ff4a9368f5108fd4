import type { MfaLoginBody, UserInfo } from '@mitmachkarte/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { adoptSession, afterPendingLoads } from '../../../lib/session';

/** POST /auth/login/mfa: the second step of a login, once pending loads have answered
 *  (afterPendingLoads); on success the session is the user's. */
export function useMfaLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: MfaLoginBody) => {
      await afterPendingLoads(qc);
      return apiPost<UserInfo>('/auth/login/mfa', body);
    },
    onSuccess: (info) => adoptSession(qc, info),
  });
}
