import type { SurveyForm, SurveyFormBody } from '@mitmachkarte/contract';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureText } from '../../components/failure-alert';
import { ManagedListSection } from '../../components/managed-list-section';
import * as de from '../../i18n/de/surveys-team';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { bodyOf, surveyPath, surveyResultsPath, useSurveys, useSurveyWrites } from '../../lib/surveys-api';
import { useFormat } from '../../lib/use-format';
import { SurveyEditorModal } from './survey-editor-modal';

const STATE_VARIANT = { draft: 'secondary', upcoming: 'info', open: 'success', closed: 'dark' } as const;

/** The section „Umfragen“ of the project management (docs/product.md §25.2): the project's
 *  surveys with their state and number of answers, „Neue Umfrage“, and per survey „Bearbeiten“,
 *  „Vorschau“ (its page; a draft cannot be sent there), „Ergebnisse“, „Veröffentlichen“ or
 *  „Beenden“, and „Löschen“. Shown to the team only (the section is; the server decides). */
export function SurveysSection({ workspaceId }: { workspaceId: string }) {
  const t = useT('surveysTeam', de.surveysTeam);
  const f = useFormat();
  const list = useSurveys(workspaceId);
  const writes = useSurveyWrites(workspaceId);
  const [editing, setEditing] = useState<SurveyForm | 'new'>();
  const [removing, setRemoving] = useState<SurveyForm>();
  const saving = editing === 'new' ? writes.create : writes.update;

  const save = (body: SurveyFormBody) => {
    const done = { onSuccess: () => { setEditing(undefined); showAlert('success', t('saved')); } };
    if (editing === 'new') writes.create.mutate(body, done);
    else if (editing) writes.update.mutate({ id: editing.Id, body }, done);
  };
  const change = (s: SurveyForm, over: Partial<SurveyFormBody>, message: string) => writes.update.mutate({ id: s.Id, body: bodyOf(s, over) }, {
    onSuccess: () => showAlert('success', message),
    onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
  });
  const remove = (s: SurveyForm) => writes.remove.mutate(s.Id, {
    onSuccess: () => { setRemoving(undefined); showAlert('success', t('removed')); },
    onError: (err) => showAlert('warning', failureText(t('removeFailed'), err)),
  });

  const texts = { title: t('title'), add: t('add'), intro: t('intro'), loadFailed: t('loadFailed'), empty: t('empty') };

  return (
    <ManagedListSection id="surveys" texts={texts} list={list} onAdd={() => { writes.create.reset(); setEditing('new'); }} itemKey={(s) => s.Id}
      renderItem={(s) => (
        <>
          <div className="d-flex flex-wrap gap-2 justify-content-between">
            <strong>{s.Title}</strong>
            <span className="small">
              <Badge bg={STATE_VARIANT[s.State]}>{t(`state_${s.State}`)}</Badge>{' '}
              {t('answers', { count: s.AnswerCount ?? 0 })}
            </span>
          </div>
          <div className="small text-body-secondary mb-2">
            {t('questionsCount', { count: s.Questions.filter((q) => q.Kind !== 'pagebreak').length })}
            {s.OpensAt && ` · ${t('opensAt', { date: f.date(s.OpensAt) })}`}
            {s.ClosesAt && ` · ${t('closesAt', { date: f.date(s.ClosesAt) })}`}
          </div>
          <div className="d-flex flex-wrap gap-1">
            <Button size="sm" variant="outline-primary" aria-label={t('editLabel', { title: s.Title })} onClick={() => { writes.update.reset(); setEditing(s); }}>{t('edit')}</Button>
            <Link className="btn btn-sm btn-outline-secondary" to={surveyPath(workspaceId, s.Id)} aria-label={t('previewLabel', { title: s.Title })}>{t('preview')}</Link>
            <Link className="btn btn-sm btn-outline-secondary" to={surveyResultsPath(workspaceId, s.Id)} aria-label={t('resultsLabel', { title: s.Title })}>{t('results')}</Link>
            {!s.Published && <Button size="sm" variant="outline-success" aria-label={t('publishLabel', { title: s.Title })} onClick={() => change(s, { Published: true }, t('published'))}>{t('publish')}</Button>}
            {s.State === 'open' && <Button size="sm" variant="outline-secondary" aria-label={t('closeLabel', { title: s.Title })} onClick={() => change(s, { ClosesAt: new Date().toISOString() }, t('closed'))}>{t('close')}</Button>}
            <Button size="sm" variant="outline-danger" aria-label={t('removeLabel', { title: s.Title })} onClick={() => setRemoving(s)}>{t('remove')}</Button>
          </div>
        </>
      )}>
      {editing && (
        <SurveyEditorModal show survey={editing === 'new' ? undefined : editing} pending={saving.isPending} error={saving.error}
          onSave={save} onCancel={() => setEditing(undefined)} />
      )}
      <ConfirmModal id="survey-remove" show={!!removing} title={t('removeTitle')} pending={writes.remove.isPending}
        onConfirm={() => removing && remove(removing)} onCancel={() => setRemoving(undefined)}>
        {removing && t('removeConfirm', { title: removing.Title, count: removing.AnswerCount ?? 0 })}
      </ConfirmModal>
    </ManagedListSection>
  );
}
