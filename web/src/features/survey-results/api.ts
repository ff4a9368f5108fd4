import type { SurveyResults } from '@mitmachkarte/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** GET /survey/results (holders of `admin`, docs/product.md §3.18, §18.3). */
export const surveyResultsQueryOptions = queryOptions({
  queryKey: ['survey', 'results'],
  queryFn: () => apiGet<SurveyResults>('/survey/results'),
  retry: false,
});

export const useSurveyResults = () => useQuery(surveyResultsQueryOptions);
