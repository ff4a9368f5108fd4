import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { failureText } from '../../components/failure-alert';
import * as de from '../../i18n/de/responsibility';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useBulkAssign, useDepartments } from '../../lib/responsibility';

/** „Zuständigkeit setzen“ for the entries of the checked inbox items (docs/product.md §16.10):
 *  opens a small form with department and person and sends POST /gis/workspace/{id}/assignment. */
export function BulkAssign({ workspaceId, pointIds, onDone }: { workspaceId: string; pointIds: string[]; onDone: () => void }) {
  const t = useT('responsibility', de.responsibility);
  const id = useId();
  const [open, setOpen] = useState(false);
  const departments = useDepartments(open ? workspaceId : undefined);
  const assign = useBulkAssign(workspaceId);
  const [department, setDepartment] = useState('');
  const [person, setPerson] = useState('');
  if (!open) return <Button variant="outline-primary" disabled={pointIds.length === 0} onClick={() => setOpen(true)}>{t('bulk')}</Button>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (assign.isPending) return;
    assign.mutate({ Points: pointIds, Department: department || null, User: person || null }, {
      onSuccess: (answer) => { showAlert('success', t('bulkDone', { n: answer.Count })); setOpen(false); onDone(); },
      onError: (err) => showAlert('warning', failureText(t('bulkFailed'), err)),
    });
  };
  return (
    <Form onSubmit={submit} aria-label={t('bulkTitle')} className="border rounded p-2 w-100">
      <p className="fw-semibold mb-1">{t('bulkTitle')}</p>
      <p className="small mb-2">{t('bulkCount', { n: pointIds.length })}</p>
      <div className="d-flex flex-wrap gap-2 align-items-end">
        <Form.Group controlId={`${id}-department`}>
          <Form.Label className="mb-0">{t('assignDepartment')}</Form.Label>
          <Form.Select value={department} onChange={(e) => setDepartment(e.target.value)}>
            <option value="">{t('nobody')}</option>
            {departments.data?.Departments.map((d) => <option key={d.ID} value={d.ID}>{d.Name}</option>)}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-person`}>
          <Form.Label className="mb-0">{t('assignPerson')}</Form.Label>
          <Form.Select value={person} onChange={(e) => setPerson(e.target.value)}>
            <option value="">{t('nobody')}</option>
            {departments.data?.Team.map((p) => <option key={p.ID} value={p.ID}>{p.Name}</option>)}
          </Form.Select>
        </Form.Group>
        <Button type="submit" disabled={assign.isPending || pointIds.length === 0}>{assign.isPending ? t('saving') : t('bulk')}</Button>
        <Button variant="outline-secondary" onClick={() => setOpen(false)}>{t('cancel')}</Button>
      </div>
    </Form>
  );
}
