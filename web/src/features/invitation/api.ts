import type { AcceptInvitationAnswer, AcceptInvitationBody, InvitationInfo } from '@mitmachkarte/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { adoptSession } from '../../lib/session';

const invitationKey = (token: string) => ['auth', 'invitation', token] as const;

/** POST /auth/invitation/check: what the link's page shows (docs/product.md §17.4); changes
 *  nothing. Its failure (expired, used, withdrawn) is the page's message, not an alert. */
export function useInvitationInfo(token: string) {
  return useQuery({
    queryKey: invitationKey(token),
    queryFn: () => apiPost<InvitationInfo>('/auth/invitation/check', { Token: token }),
    retry: false,
    staleTime: Infinity,
    // The same for everybody; the login that accepting brings must not check the used link again.
    meta: { silent: true, sessionIndependent: true },
  });
}

/** POST /auth/invitation/accept: joins the team; a new account is logged in, so the session's
 *  queries then belong to it. The link is used up: its page checks it afresh next time. */
export function useAcceptInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => apiPost<AcceptInvitationAnswer>('/auth/invitation/accept', body),
    onSuccess: (answer, body) => {
      qc.removeQueries({ queryKey: invitationKey(body.Token) });
      adoptSession(qc, answer.User);
    },
  });
}
