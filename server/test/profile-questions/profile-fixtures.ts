import type { ProfileQuestion } from '@mitmachkarte/contract';
import { expect } from 'vitest';
import type { TestClient } from '../client.js';
import { url } from '../admin-fixtures.js';

/** The host of the organisation whose profile questions the tests write (docs/product.md §25.3). */
export const HOST = 'profil.example.org';

/** PUT /admin/organisation/{id}/profile-questions as `who`. */
export const putQuestions = (who: TestClient, orgId: string, questions: unknown) =>
  who.put(url(`/admin/organisation/${orgId}/profile-questions`), { Questions: questions });

/** A request on the organisation's site. */
export const onSite = (who: TestClient, method: 'GET' | 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  who.request(method, url(path), body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}), { headers: { host: HOST } });

/** Saves `questions` as the organisation's list (expects 200) and answers them as stored. */
export async function defineQuestions(who: TestClient, orgId: string, questions: unknown): Promise<ProfileQuestion[]> {
  const res = await putQuestions(who, orgId, questions);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProfileQuestion[];
}

/** The option of `question` labelled `label`. */
export const option = (question: ProfileQuestion, label: string) => question.Options.find((o) => o.Label === label)!.ID;
