import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { z } from 'zod';
import { failureText } from './failure-alert';
import { PlusIcon } from './icons';
import { showAlert } from '../lib/alerts';

/** A row being edited, kept apart from its neighbours by `uid` (React's key; not sent). */
export type Draft = { uid: number };

let nextUid = 1;
/** `fields` as a new draft row with its own uid. */
export const draftRow = <T extends object>(fields: T): T & Draft => ({ uid: nextUid++, ...fields });

type Texts = { empty: string; item: (n: number) => string; remove: (n: number) => string; add: string; save: string; saved: string; failed: string };

type Props<D extends Draft, Body, Saved> = {
  /** Id of the heading that names the form. */
  labelledBy: string;
  /** The saved list as rows: the form starts from it and again from each list the server answers. */
  rowsOf: (saved: Saved) => D[];
  saved: Saved;
  texts: Texts;
  newRow: () => D;
  /** False when the list is full (the add button is disabled). */
  canAdd?: (rows: readonly D[]) => boolean;
  /** The contract's schema of the body built by `bodyOf`: its first German message is shown and nothing is sent when it fails. */
  schema: z.ZodType<Body>;
  bodyOf: (rows: readonly D[]) => unknown;
  save: { mutate: (body: Body, handlers: { onSuccess: (saved: Saved) => void; onError: (err: Error) => void }) => void; isPending: boolean };
  /** The fields of one row; `set` changes them (a part, or a function of the row). */
  renderRow: (row: D, set: (change: Partial<D> | ((row: D) => Partial<D>)) => void) => ReactNode;
  rowClassName?: string;
};

/** The list editor of the organisation's lists (Textbausteine §16.2, Profilfragen §25.3): one card
 *  per row with its fields and „… entfernen“, „… hinzufügen“, and one „Speichern“ for the whole
 *  list, checked first by the contract's schema (its German message in the alert, nothing sent);
 *  after saving, the rows are those the server answered. */
export function DraftListForm<D extends Draft, Body, Saved>(p: Props<D, Body, Saved>) {
  const [rows, setRows] = useState(() => p.rowsOf(p.saved));
  const set = (uid: number) => (change: Partial<D> | ((row: D) => Partial<D>)) =>
    setRows((list) => list.map((r) => (r.uid === uid ? { ...r, ...(typeof change === 'function' ? change(r) : change) } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = p.schema.safeParse(p.bodyOf(rows));
    if (!body.success) return showAlert('warning', `${p.texts.failed} ${body.error.issues[0]?.message ?? ''}`);
    p.save.mutate(body.data, {
      onSuccess: (saved) => {
        setRows(p.rowsOf(saved));
        showAlert('success', p.texts.saved);
      },
      onError: (err) => showAlert('warning', failureText(p.texts.failed, err)),
    });
  };
  return (
    <Form onSubmit={submit} noValidate aria-labelledby={p.labelledBy}>
      {rows.length === 0 && <p className="text-body-secondary">{p.texts.empty}</p>}
      <ol className="list-unstyled">
        {rows.map((row, i) => (
          <li key={row.uid} className="card mb-2" aria-label={p.texts.item(i + 1)}>
            <div className={`card-body ${p.rowClassName ?? ''}`}>
              {p.renderRow(row, set(row.uid))}
              <div className="col-12">
                <Button size="sm" variant="outline-danger" onClick={() => setRows((list) => list.filter((x) => x.uid !== row.uid))}>{p.texts.remove(i + 1)}</Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2">
        <Button size="sm" variant="outline-primary" disabled={p.canAdd ? !p.canAdd(rows) : false} onClick={() => setRows((list) => [...list, p.newRow()])}>
          <PlusIcon /> {p.texts.add}
        </Button>
        <Button type="submit" size="sm" disabled={p.save.isPending}>{p.texts.save}</Button>
      </div>
    </Form>
  );
}
