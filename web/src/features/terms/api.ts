import type { AcceptTermsBody, TermsState } from '@mitmachkarte/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';
import { orgQueryOptions } from '../../lib/org';
import { TERMS_QUERY_KEY } from '../../lib/terms';

/** POST /auth/terms (docs/product.md §2.22): accepts the version shown. The answer is the new
 *  state, so the question closes; a refusal (the texts changed meanwhile) reloads the
 *  organisation and the state, so that the current version is asked for. */
export function useAcceptTerms() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptTermsBody) => apiPost<TermsState>('/auth/terms', body),
    // Every cached state: the one asked under an older organisation answer too.
    onSuccess: (state) => qc.setQueriesData<TermsState>({ queryKey: TERMS_QUERY_KEY }, state),
    onError: () => {
      void qc.invalidateQueries({ queryKey: orgQueryOptions.queryKey });
      void qc.invalidateQueries({ queryKey: TERMS_QUERY_KEY });
    },
  });
}
