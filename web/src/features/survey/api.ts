import type { SurveyData } from '@mitmachkarte/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../lib/api-client';

/** POST /survey with one answer set. */
export function useSubmitSurvey() {
  return useMutation({ mutationFn: (Data: SurveyData) => apiPost<unknown>('/survey', { Data }) });
}
