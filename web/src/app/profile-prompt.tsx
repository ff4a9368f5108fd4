import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { failureText } from '../components/failure-alert';
import { ProfileFields } from '../components/profile-fields';
import * as de from '../i18n/de/profile-questions';
import { useT } from '../i18n/runtime';
import { showAlert } from '../lib/alerts';
import { answersOf, myProfileQueryOptions, useProfileMutations, type ProfileChoices } from '../lib/profile';
import { useSession } from '../lib/session';

/** The path of the profile page and the anchor of its „Angaben zu meiner Person“. */
const PROFILE_ANSWERS_PATH = '/profile#angaben';

/** Where people contribute, and so where the prompt may stand: the start page, the map, the
 *  project list and pages, „Meine Beiträge“. Never over the team's and administration's screens
 *  (an evaluation, say), nor on the profile page, which holds the same questions. */
export const isPromptPlace = (pathname: string): boolean =>
  pathname === '/' || pathname === '/map' || pathname === '/projekte' || pathname === '/meine-beitraege'
  || (/^\/projekt\/[^/]+$/.test(pathname));

/** „Möchten Sie uns etwas über sich sagen?“ (docs/product.md §25.3): after a signed-in person's
 *  first entry, comment or vote on a site that asks profile questions, a panel at the bottom of
 *  the window with the questions, „Angaben speichern“ and „Nein, danke“. The server decides when
 *  it is due (GET /auth/profile `Prompt`); both buttons end it for good, remembered on the
 *  account. It does not take the focus: a polite status line tells screen readers it appeared.
 *  Only where people contribute (isPromptPlace). */
export function ProfilePrompt() {
  const session = useSession();
  const { pathname } = useLocation();
  const enabled = session.loggedIn && !session.info.MfaSetupRequired;
  const profile = useQuery({ ...myProfileQueryOptions, enabled }).data;
  const show = enabled && profile?.Prompt === true && isPromptPlace(pathname);
  const t = useT('profileAnswers', de.profileAnswers);
  return (
    <>
      <div className="visually-hidden" role="status">{show ? t('promptTitle') : ''}</div>
      {show && <PromptPanel />}
    </>
  );
}

function PromptPanel() {
  const t = useT('profileAnswers', de.profileAnswers);
  const questions = useQuery(myProfileQueryOptions).data?.Questions ?? [];
  const [choices, setChoices] = useState<ProfileChoices>({});
  const { save, dismiss } = useProfileMutations();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(answersOf(questions, choices), {
      onSuccess: () => showAlert('success', t('saved')),
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };
  const noThanks = () => dismiss.mutate(undefined, { onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)) });
  return (
    <section className="profile-prompt card shadow" aria-labelledby="profile-prompt-title">
      <div className="card-body">
        <h2 className="h5" id="profile-prompt-title">{t('promptTitle')}</h2>
        <p className="small">{t('promptText')}</p>
        <Form onSubmit={submit} noValidate aria-labelledby="profile-prompt-title">
          <ProfileFields questions={questions} choices={choices} onChange={setChoices} idPrefix="profile-prompt" />
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <Button type="submit" size="sm" disabled={save.isPending}>{t('save')}</Button>
            <Button size="sm" variant="outline-secondary" disabled={dismiss.isPending} onClick={noThanks}>{t('promptDismiss')}</Button>
            <Link className="small" to={PROFILE_ANSWERS_PATH}>{t('promptProfile')}</Link>
          </div>
        </Form>
      </div>
    </section>
  );
}
