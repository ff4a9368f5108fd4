import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { TrashIcon } from './icons';
import './entity-list.css';

export type EntityListItem = {
  id: string;
  name: string;
  /** A second, smaller line under the name. */
  detail?: ReactNode;
  /** Accessible name (and tooltip) of the delete button, e.g. 'Gruppe Redaktion löschen'. */
  deleteLabel?: string;
};

type EntityListProps = {
  label: string;
  items: EntityListItem[];
  /** The highlighted item (aria-current). */
  selectedId?: string;
  onOpen: (id: string) => void;
  /** Without it the rows have no delete button (the workspace manager deletes in its panel). */
  onDelete?: (id: string) => void;
};

/** The list of the admin screens and managers (docs/product.md §2): each entry a name button (the selected
 *  one highlighted) and, with `onDelete`, a delete button. */
export function EntityList({ label, items, selectedId, onOpen, onDelete }: EntityListProps) {
  return (
    <ul className="list-group entity-list" aria-label={label}>
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id} className={`list-group-item entity-list-row${selected ? ' active' : ''}`}>
            <button type="button" className="entity-list-name" aria-current={selected ? 'true' : undefined} onClick={() => onOpen(item.id)}>
              <span className="fw-semibold">{item.name}</span>
              {item.detail && <small className="d-block entity-list-detail">{item.detail}</small>}
            </button>
            {onDelete && (
              <Button variant={selected ? 'light' : 'outline-danger'} size="sm" className="entity-list-delete"
                aria-label={item.deleteLabel} title={item.deleteLabel} onClick={() => onDelete(item.id)}>
                <TrashIcon />
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
