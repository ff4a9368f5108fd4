import type { ProfileQuestion, ProfileQuestionsBody, AnswerTemplate, ApiToken, CreateApiTokenBody, CreatedApiToken, MessageBody, AnswerTemplatesBody, CreateOrganisationBody, DgsSlot, DgsVideos, MarkdownPreview, Organisation, OrganisationBody, TranslationSettings, TranslationSettingsBody } from '@mitmachkarte/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut, apiUpload, uploadWithProgress } from '../../lib/api-client';
import { orgQueryOptions } from '../../lib/org';
import { useAdminMutation } from '../../lib/use-admin-mutation';

/** GET /admin/organisations. A failed load is silent (docs/product.md §8); the screen says so itself. */
export const organisationsQueryOptions = queryOptions({
  queryKey: ['admin', 'organisations'],
  queryFn: () => apiGet<Organisation[]>('/admin/organisations'),
  meta: { silent: true },
});

/** Organisation writes reload the admin lists and the organisation of this host, so that the
 *  navigation bar shows a new title and menu at once. */
const RELOAD = [orgQueryOptions.queryKey];

/** POST /admin/organisation with a host (the server fills in the default configuration). */
export const useCreateOrganisation = () =>
  useAdminMutation((body: CreateOrganisationBody) => apiPost<Organisation>('/admin/organisation', body), RELOAD);

/** PUT /admin/organisation/{id}: host and configuration; the server generates empty menu ids. */
export const useUpdateOrganisation = () =>
  useAdminMutation((body: OrganisationBody & { ID: string }) => apiPut<Organisation>(`/admin/organisation/${encodeURIComponent(body.ID)}`, body), RELOAD);

/** POST /admin/organisation/{id}/logo with the image's raw bytes (docs/product.md §10.2): answers
 *  the organisation with its new logo. */
export const useUploadLogo = (id: string) =>
  useAdminMutation((file: File) => apiUpload<Organisation>(`/admin/organisation/${encodeURIComponent(id)}/logo`, file), RELOAD);

/** DELETE /admin/organisation/{id}/logo. */
export const useRemoveLogo = (id: string) =>
  useAdminMutation(() => apiDelete<Organisation>(`/admin/organisation/${encodeURIComponent(id)}/logo`), RELOAD);

/** GET /admin/organisation/{id}/answer-templates (docs/product.md §16.2). */
export const answerTemplatesQueryOptions = (id: string) => queryOptions({
  queryKey: ['admin', 'organisations', id, 'answer-templates'],
  queryFn: () => apiGet<AnswerTemplate[]>(`/admin/organisation/${encodeURIComponent(id)}/answer-templates`),
  meta: { silent: true },
});

/** PUT /admin/organisation/{id}/answer-templates: the whole list. */
export const useSaveAnswerTemplates = (id: string) =>
  useAdminMutation((body: AnswerTemplatesBody) => apiPut<AnswerTemplate[]>(`/admin/organisation/${encodeURIComponent(id)}/answer-templates`, body));

/** GET /admin/organisation/{id}/profile-questions (docs/product.md §25.3). */
export const profileQuestionsQueryOptions = (id: string) => queryOptions({
  queryKey: ['admin', 'organisations', id, 'profile-questions'],
  queryFn: () => apiGet<ProfileQuestion[]>(`/admin/organisation/${encodeURIComponent(id)}/profile-questions`),
  meta: { silent: true },
});

/** PUT /admin/organisation/{id}/profile-questions: the whole list. */
export const useSaveProfileQuestions = (id: string) =>
  useAdminMutation((body: ProfileQuestionsBody) => apiPut<ProfileQuestion[]>(`/admin/organisation/${encodeURIComponent(id)}/profile-questions`, body));

/** DELETE /admin/organisation/{id}. */
export const useDeleteOrganisation = () =>
  useAdminMutation((id: string) => apiDelete<unknown>(`/admin/organisation/${encodeURIComponent(id)}`), RELOAD);

/** POST /markdown/preview: the server's HTML of `text` (the renderer of the pages, docs/product.md
 *  §17.3), while `enabled`. Kept by text, the last one shown while the next loads; a failure is
 *  silent here, the preview says so itself. */
export const useMarkdownPreview = (text: string, enabled: boolean) => useQuery({
  queryKey: ['markdown', 'preview', text],
  queryFn: () => apiPost<MarkdownPreview>('/markdown/preview', { Text: text }),
  enabled,
  staleTime: Infinity,
  placeholderData: keepPreviousData,
  retry: false,
  meta: { silent: true },
});

/** GET /admin/organisation/{id}/translation: the organisation's translation service
 *  (docs/product.md §23.1); the API key only as HasApiKey. */
export const translationSettingsQueryOptions = (orgId: string) => queryOptions({
  queryKey: ['admin', 'organisations', orgId, 'translation'],
  queryFn: () => apiGet<TranslationSettings>(`/admin/organisation/${encodeURIComponent(orgId)}/translation`),
  meta: { silent: true },
});

/** PUT /admin/organisation/{id}/translation; GET /auth/org then names the service (or none). */
export const saveTranslationSettings = (orgId: string, body: TranslationSettingsBody) =>
  apiPut<TranslationSettings>(`/admin/organisation/${encodeURIComponent(orgId)}/translation`, body);

/** GET /admin/organisation/{id}/videos: its videos in Deutsche Gebärdensprache (docs/product.md §23.3). */
export const dgsVideosAdminQueryOptions = (id: string) => queryOptions({
  queryKey: ['admin', 'organisations', id, 'dgs-videos'],
  queryFn: () => apiGet<DgsVideos>(`/admin/organisation/${encodeURIComponent(id)}/videos`),
  meta: { silent: true },
});

/** Writes of an organisation's DGS videos; each answers every video of the organisation. Reload
 *  the site's list too (lib/dgs-videos.ts). */
const DGS_RELOAD = [['dgs', 'videos']];
const videoPath = (id: string, slot: DgsSlot) => `/admin/organisation/${encodeURIComponent(id)}/videos/${encodeURIComponent(slot)}`;

/** POST /admin/organisation/{id}/videos/{slot} with the video's raw bytes, telling the share sent (0..1). */
export const useUploadDgsVideo = (id: string) => useAdminMutation(
  ({ slot, file, onProgress }: { slot: DgsSlot; file: File; onProgress: (fraction: number) => void }) => uploadWithProgress<DgsVideos>(videoPath(id, slot), file, onProgress),
  DGS_RELOAD,
);
/** DELETE /admin/organisation/{id}/videos/{slot}. */
export const useRemoveDgsVideo = (id: string) => useAdminMutation((slot: DgsSlot) => apiDelete<DgsVideos>(videoPath(id, slot)), DGS_RELOAD);
/** POST /admin/organisation/{id}/videos/{slot}/captions with a WebVTT file. */
export const useUploadDgsCaptions = (id: string) =>
  useAdminMutation(({ slot, file }: { slot: DgsSlot; file: File }) => apiUpload<DgsVideos>(`${videoPath(id, slot)}/captions`, file), DGS_RELOAD);
/** DELETE /admin/organisation/{id}/videos/{slot}/captions. */
export const useRemoveDgsCaptions = (id: string) => useAdminMutation((slot: DgsSlot) => apiDelete<DgsVideos>(`${videoPath(id, slot)}/captions`), DGS_RELOAD);

/** GET /admin/organisation/{id}/tokens: the organisation's API keys (docs/product.md §24.6, Organisation keys). */
export const organisationApiTokensQueryOptions = (orgId: string) => queryOptions({
  queryKey: ['admin', 'organisation', orgId, 'tokens'],
  queryFn: () => apiGet<ApiToken[]>(`/admin/organisation/${encodeURIComponent(orgId)}/tokens`),
});

/** POST /admin/organisation/{id}/tokens: a new key of the organisation, its answer holding the key this once. */
export const useCreateOrganisationApiToken = (orgId: string) =>
  useAdminMutation((body: CreateApiTokenBody) => apiPost<CreatedApiToken>(`/admin/organisation/${encodeURIComponent(orgId)}/tokens`, body));

/** DELETE /admin/organisation/{id}/tokens/{tokenId}: withdraws one of the organisation's keys. */
export const useRevokeOrganisationApiToken = (orgId: string) =>
  useAdminMutation((id: string) => apiDelete<MessageBody>(`/admin/organisation/${encodeURIComponent(orgId)}/tokens/${encodeURIComponent(id)}`));
