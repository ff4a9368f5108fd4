import { Button, Form, Table } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { moveItem } from '../list-moves';
import { newStatusDraft, type StatusDraft } from './status-draft';

type StatusEditorProps = {
  /** Prefix of the element ids. */
  id: string;
  statuses: StatusDraft[];
  onChange: (statuses: StatusDraft[]) => void;
};

/** The statuses of a layer (docs/product.md §16.1): label, colour and "abgeschlossen" per row,
 *  move up and down (the first is where new entries start), remove, add. Keys of saved statuses
 *  are shown and fixed, since entries store them. */
export function StatusEditor({ id, statuses, onChange }: StatusEditorProps) {
  const t = useT('statusEditor', de.statusEditor);
  const patch = (uid: string, change: Partial<StatusDraft>) => onChange(statuses.map((s) => (s.uid === uid ? { ...s, ...change } : s)));
  return (
    <>
      <Table size="sm" responsive className="align-middle">
        <caption className="visually-hidden">{t('caption')}</caption>
        <thead>
          <tr><th scope="col">{t('label')}</th><th scope="col">{t('colour')}</th><th scope="col">{t('closed')}</th><th scope="col">{t('key')}</th><th scope="col"><span className="visually-hidden">{t('actions')}</span></th></tr>
        </thead>
        <tbody>
          {statuses.map((s, i) => {
            const name = s.Label.trim() || t('unnamed', { n: i + 1 });
            return (
              <tr key={s.uid}>
                <td>
                  <Form.Control size="sm" value={s.Label} maxLength={60} aria-label={t('labelOf', { n: i + 1 })} id={`${id}-label-${i}`}
                    onChange={(e) => patch(s.uid, { Label: e.target.value })} />
                </td>
                <td>
                  <Form.Control type="color" size="sm" value={s.Colour} aria-label={t('colourOf', { name })} className="form-control-color"
                    onChange={(e) => patch(s.uid, { Colour: e.target.value })} />
                </td>
                <td>
                  <Form.Check checked={s.Closed} aria-label={t('closedOf', { name })} id={`${id}-closed-${i}`}
                    onChange={(e) => patch(s.uid, { Closed: e.target.checked })} />
                </td>
                <td><code>{s.Key || t('newKey')}</code></td>
                <td className="text-nowrap">
                  <Button size="sm" variant="outline-secondary" disabled={i === 0} aria-label={t('up', { name })} onClick={() => onChange(moveItem(statuses, i, -1))}>↑</Button>{' '}
                  <Button size="sm" variant="outline-secondary" disabled={i === statuses.length - 1} aria-label={t('down', { name })} onClick={() => onChange(moveItem(statuses, i, 1))}>↓</Button>{' '}
                  <Button size="sm" variant="outline-danger" disabled={statuses.length === 1} aria-label={t('remove', { name })} onClick={() => onChange(statuses.filter((x) => x.uid !== s.uid))}>{t('removeShort')}</Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <Form.Text className="d-block mb-2">{t('hint')}</Form.Text>
      <Button size="sm" variant="outline-primary" onClick={() => onChange([...statuses, newStatusDraft()])}>{t('add')}</Button>
    </>
  );
}
