import type { MyProfile, ParticipantProfile, ProfileAnswer, ProfileQuestion } from '@mitmachkarte/contract';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from './api-client';

/** Profile questions and a person's own answers (docs/product.md §25.3), shared by the
 *  registration form, the profile page, the prompt after a first contribution and the evaluation. */

/** GET /profile-questions: the asked questions of the site's organisation (for the registration form). */
export const askedQuestionsQueryOptions = queryOptions({
  queryKey: ['profile-questions'],
  queryFn: () => apiGet<ProfileQuestion[]>('/profile-questions'),
  meta: { silent: true, sessionIndependent: true },
});

export const MY_PROFILE_KEY = ['auth', 'profile'] as const;

/** GET /auth/profile: the signed-in person's answers, the questions and whether to prompt. */
export const myProfileQueryOptions = queryOptions({
  queryKey: MY_PROFILE_KEY,
  queryFn: () => apiGet<MyProfile>('/auth/profile'),
  meta: { silent: true },
  retry: false,
});

/** PUT /auth/profile, DELETE /auth/profile and POST /auth/profile/dismiss: each answers the new state. */
export function useProfileMutations() {
  const qc = useQueryClient();
  const onSuccess = (profile: MyProfile) => qc.setQueryData(MY_PROFILE_KEY, profile);
  return {
    save: useMutation({ mutationFn: (answers: ProfileAnswer[]) => apiPut<MyProfile>('/auth/profile', { Answers: answers }), onSuccess }),
    remove: useMutation({ mutationFn: () => apiDelete<MyProfile>('/auth/profile'), onSuccess }),
    dismiss: useMutation({ mutationFn: () => apiPost<MyProfile>('/auth/profile/dismiss', {}), onSuccess }),
  };
}

/** After any other successful write (an entry, comment or vote), asks GET /auth/profile again while
 *  the person has not answered yet, so that the prompt after a first contribution can appear. */
export function refreshProfilePrompt(qc: QueryClient): void {
  const profile = qc.getQueryData<MyProfile>(MY_PROFILE_KEY);
  if (profile && !profile.Prompt && profile.Questions.length > 0 && profile.Answers.length === 0) {
    void qc.invalidateQueries({ queryKey: MY_PROFILE_KEY, exact: true });
  }
}

/** The answers chosen in a form: question id → option id ('' for „Keine Angabe“). */
export type ProfileChoices = Record<string, string>;
export const choicesOf = (answers: readonly ProfileAnswer[]): ProfileChoices => Object.fromEntries(answers.map((a) => [a.Question, a.Option]));
/** The chosen answers, „Keine Angabe“ left out, for the questions asked. */
export const answersOf = (questions: readonly ProfileQuestion[], choices: ProfileChoices): ProfileAnswer[] =>
  questions.filter((q) => choices[q.ID]).map((q) => ({ Question: q.ID, Option: choices[q.ID]! }));

/** GET /gis/workspace/{id}/participants: the project's participants by their answers (the team). */
export const participantsQueryOptions = (workspaceId: string) => queryOptions({
  queryKey: ['gis', 'workspace', workspaceId, 'participants'],
  queryFn: () => apiGet<ParticipantProfile>(`/gis/workspace/${encodeURIComponent(workspaceId)}/participants`),
  retry: false,
});
