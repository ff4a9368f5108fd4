import {
  closestCorners, DndContext, DragOverlay, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors,
  type Announcements, type DragEndEvent, type DragOverEvent, type DragStartEvent, type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button, Col, Row } from 'react-bootstrap';
import * as de from '../i18n/de/admin';
import { useT } from '../i18n/runtime';
import { GripIcon } from './icons';
import './dual-sortable-lists.css';

type ListKey = 'selected' | 'available';
type Lists = Record<ListKey, string[]>;
const LIST_KEYS: ListKey[] = ['selected', 'available'];

export type DualSortableListsProps<T> = {
  /** Prefix of the element ids; unique on the page. */
  id: string;
  /** The chosen items, in order (left list). */
  selected: readonly T[];
  /** The items that can be chosen (right list); none of them is in `selected`. */
  available: readonly T[];
  /** Called with the new chosen items after a drop or a button press. */
  onChange: (selected: T[]) => void;
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  /** A second, smaller line under the label. */
  getDescription?: (item: T) => string;
  selectedTitle: string;
  availableTitle: string;
  /** What an item is, for the buttons' names and the announcements ('Berechtigung', 'Gruppe'). */
  itemNoun: string;
};

/** Two labelled lists between which items move (docs/product.md §2: group permissions, user groups): by
 *  dragging with the mouse or touch, by keyboard (handle: Space, arrow keys, Space; left/right
 *  changes the list), or by each item's button. Drags are announced in the interface language. Controlled: the
 *  lists show `selected` and `available`; a move calls `onChange` with the new `selected`. */
export function DualSortableLists<T>(props: DualSortableListsProps<T>) {
  const { id, selected, available, onChange, getId, getLabel, getDescription, selectedTitle, availableTitle, itemNoun } = props;
  const t = useT('dualLists', de.dualLists);
  const byId = useMemo(() => new Map([...selected, ...available].map((item) => [getId(item), item])), [selected, available, getId]);
  const base = useMemo<Lists>(() => ({ selected: selected.map(getId), available: available.map(getId) }), [selected, available, getId]);
  // While dragging, the lists as the drag has rearranged them so far; committed on drop.
  const [draft, setDraftState] = useState<Lists | null>(null);
  const draftRef = useRef<Lists | null>(null);
  const setDraft = (lists: Lists | null) => {
    draftRef.current = lists;
    setDraftState(lists);
  };
  // The lists as a drop left them, for its announcement (read before the new props arrive).
  const droppedRef = useRef<Lists | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ list: ListKey; index: number; id: string } | null>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  // dnd-kit's live region and instructions go inside the component, so that they stay inside an
  // aria-modal dialog (screen readers ignore what lies outside it).
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const setRootRef = useCallback((el: HTMLDivElement | null) => {
    rootRef.current = el;
    setRoot(el);
  }, []);
  const lists = draft ?? base;

  const containerId = (list: ListKey) => `${id}-${list}`;
  const titles: Record<ListKey, string> = { selected: selectedTitle, available: availableTitle };
  const label = (itemId: UniqueIdentifier) => {
    const item = byId.get(String(itemId));
    return item === undefined ? String(itemId) : getLabel(item);
  };
  const listOf = (ls: Lists, itemId: UniqueIdentifier): ListKey | undefined =>
    LIST_KEYS.find((k) => containerId(k) === itemId) ?? LIST_KEYS.find((k) => ls[k].includes(String(itemId)));
  const position = (ls: Lists, itemId: UniqueIdentifier) => {
    const list = listOf(ls, itemId);
    if (!list) return '';
    return t('position', { index: ls[list].indexOf(String(itemId)) + 1, count: ls[list].length, list: titles[list] });
  };
  const emit = (ls: Lists) => onChange(ls.selected.flatMap((i) => {
    const item = byId.get(i);
    return item === undefined ? [] : [item];
  }));

  // After a button move, the focus stays in the list the item left (on the item now in its place),
  // or follows the item when that list is empty.
  useLayoutEffect(() => {
    if (!focusAfterMove || !rootRef.current) return;
    const inList = rootRef.current.querySelectorAll<HTMLButtonElement>(`[data-list="${focusAfterMove.list}"] [data-move]`);
    const target = inList[Math.min(focusAfterMove.index, inList.length - 1)]
      ?? [...rootRef.current.querySelectorAll<HTMLButtonElement>('[data-move]')].find((b) => b.dataset.move === focusAfterMove.id);
    target?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const moveByButton = (itemId: string, from: ListKey) => {
    const to: ListKey = from === 'selected' ? 'available' : 'selected';
    const next: Lists = { ...base, [from]: base[from].filter((i) => i !== itemId), [to]: [...base[to], itemId] };
    emit(next);
    setStatus(t('moved', { noun: itemNoun, label: label(itemId), list: titles[to] }));
    setFocusAfterMove({ list: from, index: base[from].indexOf(itemId), id: itemId });
  };

  const sensors = useSensors(
    // A click on an item's button is no drag: dragging starts after 5 px.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragStart = ({ active }: DragStartEvent) => {
    setActiveId(String(active.id));
    droppedRef.current = null;
    setDraft(base);
    setStatus('');
  };

  // Crossing into the other list moves the item there at once, so that it can be placed.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const current = draftRef.current;
    if (!over || !current) return;
    const from = listOf(current, active.id);
    const to = listOf(current, over.id);
    if (!from || !to || from === to) return;
    const overIndex = current[to].indexOf(String(over.id));
    const index = overIndex < 0 ? current[to].length : overIndex;
    const target = [...current[to]];
    target.splice(index, 0, String(active.id));
    setDraft({ ...current, [from]: current[from].filter((i) => i !== String(active.id)), [to]: target } as Lists);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const current = draftRef.current;
    setActiveId(null);
    setDraft(null);
    if (!over || !current) return;
    const list = listOf(current, active.id);
    if (!list) return;
    const from = current[list].indexOf(String(active.id));
    const to = current[list].indexOf(String(over.id));
    const result = to >= 0 && from !== to ? { ...current, [list]: arrayMove(current[list], from, to) } : current;
    droppedRef.current = result;
    if (result.selected.join('\n') !== base.selected.join('\n')) emit(result);
  };

  const onDragCancel = () => {
    setActiveId(null);
    setDraft(null);
  };

  // Read when dnd-kit announces, after the state above has been applied.
  // dnd-kit reports the item over itself right after the pick-up: that says nothing new and would
  // replace the pick-up announcement.
  const pickedUpAt = useRef('');
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      pickedUpAt.current = position(draftRef.current ?? base, active.id);
      return t('pickedUp', { noun: itemNoun, label: label(active.id), position: pickedUpAt.current });
    },
    onDragOver: ({ active, over }) => {
      if (!over) return t('notOver', { noun: itemNoun, label: label(active.id) });
      const ls = draftRef.current ?? base;
      const list = LIST_KEYS.find((k) => containerId(k) === over.id);
      if (list) return t('overList', { noun: itemNoun, label: label(active.id), list: titles[list] });
      const at = position(ls, over.id);
      if (over.id === active.id && at === pickedUpAt.current) return undefined;
      pickedUpAt.current = '';
      return t('overItem', { noun: itemNoun, label: label(active.id), position: at });
    },
    onDragEnd: ({ active, over }) => (over
      ? t('dropped', { noun: itemNoun, label: label(active.id), position: position(droppedRef.current ?? base, active.id) })
      : t('cancelled', { noun: itemNoun, label: label(active.id) })),
    onDragCancel: ({ active }) => t('cancelled', { noun: itemNoun, label: label(active.id) }),
  };

  const activeItem = activeId === null ? undefined : byId.get(activeId);

  return (
    <div ref={setRootRef} className="dual-lists">
      <DndContext sensors={sensors} collisionDetection={closestCorners} onDragStart={onDragStart} onDragOver={onDragOver}
        onDragEnd={onDragEnd} onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('instructions') }, container: root ?? undefined }}>
        <Row className="g-3">
          {LIST_KEYS.map((list) => (
            <Col key={list} sm={6}>
              <SortableList listKey={list} containerId={containerId(list)} title={titles[list]} ids={lists[list]} activeId={activeId}
                render={(itemId) => {
                  const item = byId.get(itemId);
                  if (item === undefined) return null;
                  return (
                    <SortableItem key={itemId} id={itemId} label={getLabel(item)} description={getDescription?.(item)}
                      list={list} itemNoun={itemNoun} onMove={() => moveByButton(itemId, list)} />
                  );
                }} />
            </Col>
          ))}
        </Row>
        {createPortal(
          <DragOverlay zIndex={2000}>
            {activeItem !== undefined && activeId !== null ? (
              <div className="list-group">
                <ItemCard label={getLabel(activeItem)} description={getDescription?.(activeItem)} className="dual-list-overlay" />
              </div>
            ) : null}
          </DragOverlay>,
          document.body,
        )}
      </DndContext>
      <div className="visually-hidden" role="status" aria-live="polite">{status}</div>
    </div>
  );
}

function SortableList({ listKey, containerId, title, ids, activeId, render }: {
  listKey: ListKey; containerId: string; title: string; ids: string[]; activeId: string | null;
  render: (id: string) => ReactNode;
}) {
  // The list itself is a drop target only while empty: otherwise its items are, and the keyboard's
  // left/right steps go straight to an item of the other list instead of stopping at the list.
  const t = useT('dualLists', de.dualLists);
  const { setNodeRef, isOver } = useDroppable({ id: containerId, disabled: ids.length > 0 });
  const dropping = isOver || (activeId !== null && ids.includes(activeId));
  return (
    <section aria-labelledby={`${containerId}-title`} className="dual-list">
      <h3 id={`${containerId}-title`} className="h6 mb-2">{title}</h3>
      <SortableContext id={containerId} items={ids} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} data-list={listKey} aria-labelledby={`${containerId}-title`}
          className={`list-group dual-list-items${dropping && activeId !== null ? ' dual-list-target' : ''}`}>
          {ids.map(render)}
          {ids.length === 0 && <li className="list-group-item dual-list-empty">{t('empty')}</li>}
        </ul>
      </SortableContext>
    </section>
  );
}

function ItemCard({ label, description, className = '' }: { label: string; description?: string; className?: string }) {
  return (
    <div className={`list-group-item dual-list-item ${className}`}>
      <span className="dual-list-handle" aria-hidden="true"><GripIcon /></span>
      <span className="flex-grow-1">
        <span className="fw-semibold">{label}</span>
        {description && <small className="d-block text-body-secondary">{description}</small>}
      </span>
    </div>
  );
}

function SortableItem({ id, label, description, list, itemNoun, onMove }: {
  id: string; label: string; description?: string; list: ListKey; itemNoun: string; onMove: () => void;
}) {
  const t = useT('dualLists', de.dualLists);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id, attributes: { roleDescription: t('roleDescription') },
  });
  // The whole item can be grabbed with the mouse; the keyboard grabs it at its handle.
  const onPointerDown = listeners?.onPointerDown as ((e: PointerEvent) => void) | undefined;
  const onKeyDown = listeners?.onKeyDown as ((e: KeyboardEvent) => void) | undefined;
  const add = list === 'available';
  return (
    <li ref={setNodeRef} onPointerDown={onPointerDown} data-id={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`list-group-item dual-list-item${isDragging ? ' dual-list-dragging' : ''}`}>
      <button type="button" ref={setActivatorNodeRef} className="dual-list-handle" {...attributes} onKeyDown={onKeyDown}
        aria-label={t('drag', { noun: itemNoun, label })}>
        <GripIcon />
      </button>
      <span className="flex-grow-1 dual-list-text">
        <span className="fw-semibold">{label}</span>
        {description && <small className="d-block text-body-secondary">{description}</small>}
      </span>
      <Button size="sm" variant="outline-primary" className="text-nowrap" data-move={id} onClick={onMove}
        aria-label={add ? t('add', { noun: itemNoun, label }) : t('remove', { noun: itemNoun, label })}>
        {add ? t('addText') : t('removeText')}
      </Button>
    </li>
  );
}
