import type { Point } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button, Card, Form } from 'react-bootstrap';
import { failureText } from '../../../components/failure-alert';
import * as de from '../../../i18n/de/responsibility';
import { useT } from '../../../i18n/runtime';
import { showAlert } from '../../../lib/alerts';
import { useAssignPoint, useDepartments } from '../../../lib/responsibility';
import { pointChanged } from '../api/points';

/** „Zuständigkeit“ of an entry for its team (docs/product.md §16.10; shown where the server sends
 *  Point.CanAssign): the department and the person responsible, chosen from the project's
 *  departments and team, with „Zuständigkeit speichern“. */
export function PointAssignmentForm({ point, workspaceId }: { point: Point; workspaceId: string }) {
  const t = useT('responsibility', de.responsibility);
  const id = useId();
  const qc = useQueryClient();
  const options = useDepartments(workspaceId);
  const assign = useAssignPoint(point.ID, () => pointChanged(qc, point));
  const [department, setDepartment] = useState(point.Assignment?.Department?.ID ?? '');
  const [person, setPerson] = useState(point.Assignment?.User?.ID ?? '');
  // A department or person no longer offered (removed, left the team) stays selectable as it is.
  const departments = options.data?.Departments ?? [];
  const team = options.data?.Team ?? [];
  const current = point.Assignment;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (assign.isPending) return;
    assign.mutate({ Department: department || null, User: person || null }, {
      onSuccess: () => showAlert('success', t('saved')),
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };
  return (
    <Card as="section" className="mb-3" aria-labelledby={`${id}-title`}>
      <Card.Header><h3 id={`${id}-title`} className="h6 mb-0">{t('title')}</h3></Card.Header>
      <Form onSubmit={submit} aria-labelledby={`${id}-title`}>
        <Card.Body>
          <Form.Group controlId={`${id}-department`} className="mb-2">
            <Form.Label>{t('assignDepartment')}</Form.Label>
            <Form.Select value={department} onChange={(e) => setDepartment(e.target.value)}>
              <option value="">{t('nobody')}</option>
              {current?.Department && !departments.some((d) => d.ID === current.Department!.ID) && <option value={current.Department.ID}>{current.Department.Name}</option>}
              {departments.map((d) => <option key={d.ID} value={d.ID}>{d.Name}</option>)}
            </Form.Select>
          </Form.Group>
          <Form.Group controlId={`${id}-person`}>
            <Form.Label>{t('assignPerson')}</Form.Label>
            <Form.Select value={person} onChange={(e) => setPerson(e.target.value)}>
              <option value="">{t('nobody')}</option>
              {current?.User && !team.some((p) => p.ID === current.User!.ID) && <option value={current.User.ID}>{current.User.Name}</option>}
              {team.map((p) => <option key={p.ID} value={p.ID}>{p.Name}</option>)}
            </Form.Select>
          </Form.Group>
        </Card.Body>
        <Card.Footer>
          <Button type="submit" disabled={assign.isPending}>{assign.isPending ? t('saving') : t('save')}</Button>
        </Card.Footer>
      </Form>
    </Card>
  );
}

/** „Zuständig: Tiefbauamt“ for the public, when the server sends the department's name, in the
 *  interface language (the name is the town's). */
export function PublicDepartment({ point }: { point: Point }) {
  const t = useT('publicDepartment', de.publicDepartment);
  return point.Department ? <p className="small mb-2">{t('line', { name: point.Department })}</p> : null;
}
