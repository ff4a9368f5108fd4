import type { SuccessAnswer, SurveyAnswerBody, SurveyForm, SurveyFormBody, SurveyFormResults } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_BASE, apiDelete, apiGet, apiPost, apiPut } from './api-client';

/** The server calls of the surveys a project's team builds (docs/product.md §25.2), shared by the
 *  project management (features/workspaces), the project page (features/projects) and the survey
 *  screens (features/surveys). */
const enc = encodeURIComponent;

export const surveysQueryOptions = (workspaceId: string) => queryOptions({
  queryKey: ['surveys', workspaceId],
  queryFn: () => apiGet<SurveyForm[]>(`/gis/workspace/${enc(workspaceId)}/surveys`),
  staleTime: 0, retry: false, meta: { silent: true },
});
/** GET /gis/workspace/{id}/surveys: all for the team, the published ones for everyone else. */
export const useSurveys = (workspaceId: string, enabled = true) => useQuery({ ...surveysQueryOptions(workspaceId), enabled });

/** GET /gis/survey/{id}. */
export const useSurvey = (surveyId: string) => useQuery({
  queryKey: ['survey', surveyId], queryFn: () => apiGet<SurveyForm>(`/gis/survey/${enc(surveyId)}`), staleTime: 0, retry: false, meta: { silent: true },
});

/** GET /gis/survey/{id}/results (the team). */
export const useSurveyResults = (surveyId: string) => useQuery({
  queryKey: ['survey-results', surveyId], queryFn: () => apiGet<SurveyFormResults>(`/gis/survey/${enc(surveyId)}/results`), staleTime: 0, retry: false, meta: { silent: true },
});

/** The address of a survey's download (server-built, docs/product.md §25.2). */
export const surveyExportUrl = (surveyId: string, format: 'xlsx' | 'csv') => `${API_BASE}/gis/survey/${enc(surveyId)}/export?format=${format}`;

/** POST /gis/survey/{id}/answers. */
export function useAnswerSurvey(surveyId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyAnswerBody) => apiPost<SuccessAnswer>(`/gis/survey/${enc(surveyId)}/answers`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['survey', surveyId] }),
  });
}

/** The team's writes of a project's surveys; each reads the list again afterwards. */
export function useSurveyWrites(workspaceId: string) {
  const qc = useQueryClient();
  const refresh = () => Promise.all([qc.invalidateQueries({ queryKey: ['surveys', workspaceId] }), qc.invalidateQueries({ queryKey: ['survey'] })]);
  return {
    create: useMutation({ mutationFn: (body: SurveyFormBody) => apiPost<SurveyForm>(`/gis/workspace/${enc(workspaceId)}/surveys`, body), onSuccess: refresh }),
    update: useMutation({ mutationFn: ({ id, body }: { id: string; body: SurveyFormBody }) => apiPut<SurveyForm>(`/gis/survey/${enc(id)}`, body), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: string) => apiDelete<unknown>(`/gis/survey/${enc(id)}`), onSuccess: refresh }),
  };
}

/** The body that saves `survey` unchanged but for `over` (publishing, closing). */
export const bodyOf = (survey: SurveyForm, over: Partial<SurveyFormBody> = {}): SurveyFormBody => ({
  Title: survey.Title, Description: survey.Description, ThankYou: survey.ThankYou, Questions: survey.Questions, Audience: survey.Audience,
  OncePer: survey.OncePer, OpensAt: survey.OpensAt, ClosesAt: survey.ClosesAt, Published: survey.Published, ...over,
});

/** The link of a survey's public page and of its results (docs/product.md §25.2). */
export const surveyPath = (workspaceId: string, surveyId: string) => `/projekt/${enc(workspaceId)}/umfragen/${enc(surveyId)}`;
export const surveyResultsPath = (workspaceId: string, surveyId: string) => `${surveyPath(workspaceId, surveyId)}/ergebnisse`;
