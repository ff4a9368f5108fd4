import type { SurveyForm, SurveyAnswerValue } from '@mitmachkarte/contract';
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Card, Container } from 'react-bootstrap';
import { Link, useParams } from 'react-router';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/surveys';
import { useT } from '../../i18n/runtime';
import { ApiError } from '../../lib/api-client';
import { projectPagePath } from '../../lib/project-links';
import { useSession } from '../../lib/session';
import { useAnswerSurvey, useSurvey } from '../../lib/surveys-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFormat } from '../../lib/use-format';
import { QuestionField } from './question-field';
import { answersToSend, missingOnPage, pagesOf, type Answers, type Missing } from './survey-paging';
import './surveys.css';

/** A survey's public page (docs/product.md §25.2), `/projekt/{id}/umfragen/{surveyId}`: title,
 *  description, the questions page by page with „Zurück“ and „Weiter“ (which checks the page's
 *  required questions), „Absenden“ on the last page, then the thank-you text. In a closed project
 *  or a phase that takes no answers (SurveyForm.Now, §25.4), before the start,
 *  after the end, for people not signed in where only signed-in people answer, and after an
 *  answer the page says so instead of the questions. The team sees drafts as a preview that
 *  cannot be sent. */
export function SurveyPage() {
  const t = useT('surveys', de.surveys);
  const { id = '', surveyId = '' } = useParams();
  const survey = useSurvey(surveyId);
  useDocumentTitle(survey.data?.Title ?? t('title'));
  return (
    <Container className="py-4 survey-page" style={{ maxWidth: 760 }}>
      {survey.isPending && <p>{t('loading')}</p>}
      {survey.isError && <Alert variant="warning">{survey.error instanceof ApiError && survey.error.status === 404 ? t('notFound') : t('loadFailed')}</Alert>}
      {survey.data && <SurveyBody survey={survey.data} />}
      <p className="mt-3"><Link to={projectPagePath(id)}>{t('toProject')}</Link></p>
    </Container>
  );
}

function SurveyBody({ survey }: { survey: SurveyForm }) {
  const t = useT('surveys', de.surveys);
  const tc = useT('common', de.common);
  const format = useFormat();
  const session = useSession();
  const pages = pagesOf(survey.Questions);
  const [page, setPage] = useState(0);
  const [answers, setAnswers] = useState<Answers>(() => Object.fromEntries(
    // A required ranking counts as answered in the order shown (docs/product.md §25.2).
    survey.Questions.filter((q) => q.Kind === 'ranking' && !q.Optional).map((q) => [q.Key, q.Options.map((o) => o.Key)]),
  ));
  const [missing, setMissing] = useState<Map<string, Missing>>(new Map());
  const [done, setDone] = useState(false);
  const send = useAnswerSurvey(survey.Id);
  const heading = useRef<HTMLHeadingElement>(null);
  const problem = useRef<HTMLDivElement>(null);
  const preview = survey.State === 'draft';
  const last = page === pages.length - 1;

  const messageOf = (key: string): string | undefined => {
    const m = missing.get(key);
    const q = survey.Questions.find((x) => x.Key === key);
    if (!m || !q) {
      const server = send.error instanceof ApiError ? send.error.errors.find((e) => e.Field === `Answers.${key}`)?.Message : undefined;
      return server;
    }
    const question = q.Question || q.Key;
    return m.kind === 'row' ? t('rowMissing', { question, row: m.row }) : t('answerMissing', { question });
  };
  const check = () => {
    const found = missingOnPage(pages[page]!, answers);
    setMissing(found);
    if (found.size > 0) requestAnimationFrame(() => problem.current?.focus());
    return found.size === 0;
  };
  const go = (to: number) => {
    setPage(to);
    setMissing(new Map());
    requestAnimationFrame(() => heading.current?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check()) return;
    if (!last) return go(page + 1);
    if (preview) return;
    send.mutate({ Answers: answersToSend(survey.Questions, answers) }, { onSuccess: () => { setDone(true); requestAnimationFrame(() => heading.current?.focus()); } });
  };

  const intro = (
    <>
      <h1 ref={heading} tabIndex={-1} className="h3">{done ? t('thanksTitle') : survey.Title}</h1>
      {!done && survey.DescriptionHtml && <div className="project-description mb-3" dangerouslySetInnerHTML={{ __html: survey.DescriptionHtml }} />}
    </>
  );
  if (done) return <Card body>{intro}<p className="mb-0">{survey.ThankYou || t('thanksDefault')}</p></Card>;
  // What the project and its current phase allow, by the server's flag (docs/product.md §25.4):
  // a closed project or a phase without answers shows its sentence instead of the questions.
  if (!preview && !survey.Now.Answer) {
    return <Card body>{intro}<Alert variant="info" className="mb-0">{survey.Now.Phase ? t('phaseNoAnswers', { phase: survey.Now.Phase }) : tc('projectClosed')}</Alert></Card>;
  }
  const closedNote = survey.State === 'upcoming' ? t('upcoming', { date: format.date(survey.OpensAt!) })
    : survey.State === 'closed' ? t('closed') : survey.Answered ? t('answered') : undefined;
  if (closedNote) return <Card body>{intro}<Alert variant="info" className="mb-0">{closedNote}</Alert></Card>;
  if (!preview && !session.isPending && !session.loggedIn && (survey.Audience === 'signed_in' || survey.OncePer === 'account')) {
    return <Card body>{intro}<Alert variant="info" className="mb-0">{t('signInNeeded')} <Link to="/login">{t('signIn')}</Link></Alert></Card>;
  }

  return (
    <Card body>
      {intro}
      {preview && <Alert variant="warning">{t('draftNote')}</Alert>}
      {pages.length > 1 && <p className="text-body-secondary small" aria-live="polite">{t('pageOf', { page: page + 1, pages: pages.length })}</p>}
      <form noValidate onSubmit={submit}>
        {missing.size > 0 && <div ref={problem} tabIndex={-1} role="alert" className="alert alert-danger">{t('fixBeforeNext')}</div>}
        {send.isError && !(send.error instanceof ApiError && send.error.errors.length > 0) && <Alert variant="danger">{failureText(t('sendFailed'), send.error)}</Alert>}
        {send.isError && send.error instanceof ApiError && send.error.errors.length > 0 && <Alert variant="danger">{send.error.errors[0]!.Message}</Alert>}
        {pages[page]!.map((q) => (
          <QuestionField key={q.Key} question={q} value={answers[q.Key]} error={messageOf(q.Key)}
            invalidRow={missing.get(q.Key)?.kind === 'row' ? (missing.get(q.Key) as { row: string }).row : undefined}
            onChange={(v: SurveyAnswerValue | undefined) => setAnswers((a) => ({ ...a, [q.Key]: v }))} />
        ))}
        <div className="d-flex flex-wrap gap-2">
          {page > 0 && <Button variant="outline-secondary" onClick={() => go(page - 1)}>{t('back')}</Button>}
          <Button type="submit" disabled={send.isPending || (last && preview)}>{last ? (send.isPending ? t('sending') : t('send')) : t('next')}</Button>
        </div>
      </form>
    </Card>
  );
}
