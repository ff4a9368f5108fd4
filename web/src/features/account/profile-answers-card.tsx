import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import { ProfileFields } from '../../components/profile-fields';
import * as de from '../../i18n/de/profile-questions';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { answersOf, choicesOf, myProfileQueryOptions, useProfileMutations, type ProfileChoices } from '../../lib/profile';

/** The anchor of the section, which the prompt after a first contribution links to. */
export const PROFILE_ANSWERS_ID = 'angaben';

/** „Angaben zu meiner Person“ in the profile (docs/product.md §25.3): the site's profile questions
 *  with the person's answers, „Angaben speichern“ and „Angaben löschen“ (every answer, on every
 *  site). Shown while the site asks questions or the person still has answers. */
export function ProfileAnswersCard() {
  const t = useT('profileAnswers', de.profileAnswers);
  const profile = useQuery(myProfileQueryOptions);
  if (profile.isError) return <Card className="mb-3"><Card.Body><p role="alert" className="text-danger mb-0">{t('loadFailed')}</p></Card.Body></Card>;
  if (!profile.data || profile.data.Questions.length === 0) return null;
  // Keyed by the stored answers, so that a save or delete elsewhere starts the form anew.
  return <AnswersForm key={JSON.stringify(profile.data.Answers)} initial={choicesOf(profile.data.Answers)} hasAnswers={profile.data.Answers.length > 0} />;
}

function AnswersForm({ initial, hasAnswers }: { initial: ProfileChoices; hasAnswers: boolean }) {
  const t = useT('profileAnswers', de.profileAnswers);
  const questions = useQuery(myProfileQueryOptions).data?.Questions ?? [];
  const [choices, setChoices] = useState(initial);
  const { save, remove } = useProfileMutations();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(answersOf(questions, choices), {
      onSuccess: () => showAlert('success', t('saved')),
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };
  const deleteAll = () => remove.mutate(undefined, {
    onSuccess: () => showAlert('success', t('deleted')),
    onError: (err) => showAlert('warning', failureText(t('deleteFailed'), err)),
  });
  return (
    <Card className="mb-3" id={PROFILE_ANSWERS_ID}>
      <Card.Body>
        <h2 className="h5" id="profile-answers-title">{t('sectionTitle')}</h2>
        <p>{t('sectionIntro')}</p>
        <Form onSubmit={submit} noValidate aria-labelledby="profile-answers-title">
          <ProfileFields questions={questions} choices={choices} onChange={setChoices} idPrefix="profile-answer" />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>{t('save')}</Button>
            {hasAnswers && <Button variant="outline-danger" disabled={remove.isPending} onClick={deleteAll}>{t('delete')}</Button>}
          </div>
        </Form>
      </Card.Body>
    </Card>
  );
}
