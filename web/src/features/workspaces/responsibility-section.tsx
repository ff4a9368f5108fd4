import type { Departments, Layer } from '@mitmachkarte/contract';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/responsibility';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useDepartments, useSaveDepartments } from '../../lib/responsibility';
import { RoutingRulesEditor } from './routing-rules-editor';

/** The section „Zuständigkeiten“ of the workspace manager (docs/product.md §16.10), for the team:
 *  the departments with their members (checkboxes of the team's people), „Zuständigkeit öffentlich
 *  zeigen“, and the routing rules of new entries (RoutingRulesEditor) of the maps `layers`. */
export function ResponsibilitySection({ workspaceId, layers }: { workspaceId: string; layers: readonly Pick<Layer, 'ID' | 'Name' | 'Schema'>[] }) {
  const t = useT('responsibility', de.responsibility);
  const tc = useT('common', de.common);
  const departments = useDepartments(workspaceId);
  return (
    <>
      <Card as="section" className="mb-4" aria-labelledby="departments-title">
        <Card.Header><h2 id="departments-title" className="h5 mb-0">{t('departments')}</h2></Card.Header>
        {departments.data ? <DepartmentsForm workspaceId={workspaceId} stored={departments.data} />
          : <Card.Body><p className="mb-0">{departments.isError ? t('loadFailed') : tc('loading')}</p></Card.Body>}
      </Card>
      {departments.data && <RoutingRulesEditor workspaceId={workspaceId} layers={layers} departments={departments.data} />}
    </>
  );
}

type Draft = { key: string; ID?: string; Name: string; Members: string[] };

function DepartmentsForm({ workspaceId, stored }: { workspaceId: string; stored: Departments }) {
  const t = useT('responsibility', de.responsibility);
  const id = useId();
  const save = useSaveDepartments(workspaceId);
  const [drafts, setDrafts] = useState<Draft[]>(() => stored.Departments.map((d) => ({ key: d.ID, ID: d.ID, Name: d.Name, Members: d.Members.map((m) => m.ID) })));
  const [show, setShow] = useState(stored.ShowDepartment);
  const [next, setNext] = useState(0);
  const change = (key: string, patch: Partial<Draft>) => setDrafts((all) => all.map((d) => (d.key === key ? { ...d, ...patch } : d)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    save.mutate({ Departments: drafts.map((d) => ({ ...(d.ID ? { ID: d.ID } : {}), Name: d.Name, Members: d.Members })), ShowDepartment: show }, {
      onSuccess: (answer) => {
        setDrafts(answer.Departments.map((d) => ({ key: d.ID, ID: d.ID, Name: d.Name, Members: d.Members.map((m) => m.ID) })));
        showAlert('success', t('departmentsSaved'));
      },
      onError: (err) => showAlert('warning', failureText(t('departmentsFailed'), err)),
    });
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={t('departments')}>
      <Card.Body>
        <p className="small text-body-secondary">{t('departmentsIntro')}</p>
        {drafts.length === 0 && <p>{t('noDepartments')}</p>}
        {drafts.map((d) => (
          <fieldset key={d.key} className="border rounded p-2 mb-3">
            <legend className="visually-hidden">{d.Name || t('departmentName')}</legend>
            <Form.Group controlId={`${id}-${d.key}-name`} className="mb-2">
              <Form.Label>{t('departmentName')}</Form.Label>
              <Form.Control value={d.Name} maxLength={80} onChange={(e) => change(d.key, { Name: e.target.value })} />
            </Form.Group>
            <fieldset className="mb-2">
              <legend className="fs-6">{t('members', { name: d.Name || t('unnamed') })}</legend>
              {stored.Team.map((p) => (
                <Form.Check key={p.ID} id={`${id}-${d.key}-${p.ID}`} label={p.Name} checked={d.Members.includes(p.ID)}
                  onChange={(e) => change(d.key, { Members: e.target.checked ? [...d.Members, p.ID] : d.Members.filter((m) => m !== p.ID) })} />
              ))}
            </fieldset>
            <Button variant="outline-danger" size="sm" onClick={() => setDrafts((all) => all.filter((x) => x.key !== d.key))}>{t('removeDepartment', { name: d.Name || t('unnamedShort') })}</Button>
          </fieldset>
        ))}
        <Button variant="outline-secondary" className="mb-3" onClick={() => { setDrafts((all) => [...all, { key: `neu-${next}`, Name: '', Members: [] }]); setNext(next + 1); }}>
          {t('addDepartment')}
        </Button>
        <Form.Check id={`${id}-show`} label={t('showDepartment')} checked={show} onChange={(e) => setShow(e.target.checked)} aria-describedby={`${id}-show-hint`} />
        <Form.Text id={`${id}-show-hint`}>{t('showDepartmentHint')}</Form.Text>
      </Card.Body>
      <Card.Footer>
        <Button type="submit" disabled={save.isPending}>{save.isPending ? t('saving') : t('saveDepartments')}</Button>
      </Card.Footer>
    </Form>
  );
}
