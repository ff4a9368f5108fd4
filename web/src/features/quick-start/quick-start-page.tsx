import { SETTING_KEY_LAST_WORKSPACE, type Workspace } from '@mitmachkarte/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Container, Form } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { failureDetail } from '../../components/failure-alert';
import { RequireLogin } from '../../components/login-notice';
import * as de from '../../i18n/de/quick-start';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useSession } from '../../lib/session';
import { useSaveSettings, useSettings } from '../../lib/settings';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useFocusField } from '../../lib/use-focus-field';
import { createEmptyProject, createProject, NO_PROGRESS, type Outcome, type Progress } from './create-project';
import { emptyDraft, STEPS, stepErrors, type DraftErrors, type ProjectDraft, type Step } from './project-draft';
import { AreaStep, FIELD_IDS, ProjectStep, QuestionnaireStep, TeamStep } from './step-fields';
import './quick-start.css';

type Key = keyof typeof de.quickStart;
const HEADINGS: Record<Step, Key> = { project: 'projectHeading', area: 'areaHeading', questionnaire: 'questionnaireHeading', team: 'teamHeading' };
const STEP_NAMES: Record<Step, Key> = { project: 'stepProject', area: 'stepArea', questionnaire: 'stepQuestionnaire', team: 'stepTeam' };
const STEP_FIELDS = { project: ProjectStep, area: AreaStep, questionnaire: QuestionnaireStep, team: TeamStep } as const;

/** /#/projekte/neu, „Neues Projekt“ (docs/product.md §17.6), for holders of `project`:
 *  visitors are asked to log in, other users are told that they may not (the server refuses them
 *  anyway). */
export function QuickStartPage() {
  const t = useT('quickStart', de.quickStart);
  useDocumentTitle(t('title'));
  return <RequireLogin title={t('title')}><QuickStartGate /></RequireLogin>;
}

function QuickStartGate() {
  const t = useT('quickStart', de.quickStart);
  const session = useSession();
  if (session.can('project')) return <QuickStart />;
  return (
    <Container className="py-4">
      <h1 className="h3">{t('title')}</h1>
      <Alert variant="info">{t('notAllowed')}</Alert>
    </Container>
  );
}

/** The steps Projekt, Gebiet, Fragebogen, Sichtbarkeit und Team with „Zurück“ and „Weiter“ (Enter in
 *  a field too); each step's heading takes the focus, a wrong field takes it after „Weiter“ with its
 *  message beside it. „Projekt anlegen“ runs createProject and leads to the project's page; when a
 *  call fails the page says what exists and what not, and retrying goes on from there. On the
 *  first step experts may „Leer beginnen“ instead: the project alone, then the workspace manager. */
function QuickStart() {
  const tc = useT('common', de.common);
  const t = useT('quickStart', de.quickStart);
  const [draft, setDraft] = useState<ProjectDraft>(emptyDraft);
  const [index, setIndex] = useState(0);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [progress, setProgress] = useState<Progress>(NO_PROGRESS);
  const [failure, setFailure] = useState<Outcome['failed']>();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const focusField = useFocusField();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;

  useEffect(() => {
    // Only when the step changes; on arrival the focus stays where the navigation left it.
    if (moved.current) heading.current?.focus();
  }, [index]);

  const finish = (workspace: Workspace, done: Progress) => {
    void qc.invalidateQueries({ queryKey: ['gis'] });
    const mailed = done.mailed.length;
    showAlert('success', [t('created', { name: workspace.Name }), mailed > 0 ? t('teamDone', { mailed }) : ''].filter(Boolean).join(' '));
    if (done.notInvited.length > 0) {
      showAlert('warning', t('inviteFailed', { list: done.notInvited.map((n) => [n.email, failureDetail(n.error)].filter(Boolean).join(': ')).join('; ') }), false);
    }
    void navigate(`/projekt/${encodeURIComponent(workspace.ID)}`);
  };

  const create = useMutation({
    mutationFn: () => createProject(draft, progress),
    onSuccess: ({ failed, ...reached }) => {
      setProgress(reached);
      setFailure(failed);
      if (!failed && reached.workspace) finish(reached.workspace, reached);
    },
  });

  const settings = useSettings();
  const saveSettings = useSaveSettings();
  const createEmpty = useMutation({
    mutationFn: () => createEmptyProject(draft),
    onSuccess: ({ failed, workspace }) => {
      setFailure(failed);
      if (failed || !workspace) return;
      void qc.invalidateQueries({ queryKey: ['gis'] });
      // The new project is the one the expert works on now, as if chosen in the workspace manager
      // (docs/product.md §4.4): the map app and the managers open at it next time.
      saveSettings.mutate({ ...(settings.data ?? {}), [SETTING_KEY_LAST_WORKSPACE]: workspace.ID });
      showAlert('success', t('emptyCreated', { name: workspace.Name }));
      void navigate(`/workspaces?${new URLSearchParams({ workspace: workspace.ID, bereich: 'projekt' })}`);
    },
  });

  const startEmpty = () => {
    const found = stepErrors('project', draft, t);
    setErrors(found);
    if (found.name) focusField(FIELD_IDS.name);
    else if (!createEmpty.isPending) createEmpty.mutate();
  };

  const go = (to: number) => {
    moved.current = true;
    setErrors({});
    setFailure(undefined);
    setIndex(to);
  };

  const next = (e: FormEvent) => {
    e.preventDefault();
    const found = stepErrors(step, draft, t);
    setErrors(found);
    const wrong = (Object.keys(FIELD_IDS) as (keyof DraftErrors)[]).find((field) => found[field]);
    if (wrong) focusField(FIELD_IDS[wrong]);
    else if (!last) go(index + 1);
    else if (!create.isPending) create.mutate();
  };

  const Fields = STEP_FIELDS[step];
  return (
    <Container className="py-4 quick-start">
      <h1 className="h3">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ol className="quick-start-steps" aria-label={t('stepsLabel')}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === index ? 'step' : undefined} className={i === index ? 'current' : i < index ? 'done' : ''}>
            {i + 1}. {t(STEP_NAMES[s])}
          </li>
        ))}
      </ol>
      <Form noValidate onSubmit={next} aria-labelledby="qs-step-heading">
        <p className="small text-body-secondary mb-1">{t('stepOf', { n: index + 1, total: STEPS.length })}: {t(STEP_NAMES[step])}</p>
        <h2 id="qs-step-heading" className="h4 mb-3" tabIndex={-1} ref={heading}>{t(HEADINGS[step])}</h2>
        <Fields draft={draft} errors={errors} onChange={setDraft} />
        {failure && <CreationFailure failure={failure} progress={progress} />}
        <div className="d-flex flex-wrap gap-2 mt-4">
          {index > 0 && !progress.workspace && <Button variant="outline-secondary" onClick={() => go(index - 1)}>{tc('back')}</Button>}
          <Button type="submit" disabled={create.isPending || createEmpty.isPending}>
            {!last ? tc('next') : create.isPending ? t('creating') : progress.workspace ? t('retry') : t('create')}
          </Button>
        </div>
        {step === 'project' && (
          <section className="quick-start-empty" aria-labelledby="qs-empty-title">
            <h2 id="qs-empty-title" className="h6">{t('emptyTitle')}</h2>
            <p className="small mb-2" id="qs-empty-hint">{t('emptyHint')}</p>
            <Button variant="outline-secondary" aria-describedby="qs-empty-hint" disabled={createEmpty.isPending || create.isPending} onClick={startEmpty}>
              {createEmpty.isPending ? t('creating') : t('empty')}
            </Button>
          </section>
        )}
      </Form>
    </Container>
  );
}

/** What a failed „Projekt anlegen“ created and what not; with a link into the workspace manager
 *  once the workspace exists. */
function CreationFailure({ failure, progress }: { failure: NonNullable<Outcome['failed']>; progress: Progress }) {
  const t = useT('quickStart', de.quickStart);
  const ws = progress.workspace;
  const detail = failureDetail(failure.error);
  return (
    <Alert variant="danger" role="alert" className="mt-3">
      <p className="fw-semibold mb-1">{failure.step === 'workspace' || !ws ? t('workspaceFailed') : t('layerFailed', { name: ws.Name })}</p>
      {detail && <p className="mb-1">{detail}</p>}
      {ws && (
        <>
          <p className="mb-2">{t('layerFailedNext')}</p>
          <Link className="btn btn-sm btn-outline-danger" to={`/workspaces?${new URLSearchParams({ workspace: ws.ID })}`}>{t('toManager')}</Link>
        </>
      )}
    </Alert>
  );
}
