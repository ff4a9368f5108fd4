import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DualSortableLists } from './dual-sortable-lists';

type Perm = { Name: string; Description: string };
const ALL: Perm[] = [
  { Name: 'admin', Description: 'Zugang zum Administrationsbereich' },
  { Name: 'usermanager', Description: 'Benutzer verwalten' },
  { Name: 'groupmanager', Description: 'Gruppen verwalten' },
  { Name: 'project', Description: 'Projekte anlegen' },
];

/** A parent holding the chosen names, as the group modal does. */
function Harness({ initial, onChange }: { initial: string[]; onChange?: (names: string[]) => void }) {
  const [chosen, setChosen] = useState(initial);
  const selected = chosen.map((n) => ALL.find((p) => p.Name === n)!);
  return (
    <DualSortableLists id="perms" selected={selected} available={ALL.filter((p) => !chosen.includes(p.Name))}
      onChange={(next) => {
        setChosen(next.map((p) => p.Name));
        onChange?.(next.map((p) => p.Name));
      }}
      getId={(p) => p.Name} getLabel={(p) => p.Name} getDescription={(p) => p.Description}
      selectedTitle="Gruppenberechtigungen" availableTitle="Verfügbare Berechtigungen" itemNoun="Berechtigung" />
  );
}

const list = (name: string) => screen.getByRole('list', { name });
const names = (name: string) => within(list(name)).queryAllByRole('listitem')
  .map((li) => li.getAttribute('data-id')).filter(Boolean);

describe('DualSortableLists with buttons', () => {
  it('shows both labelled lists with names and descriptions', () => {
    render(<Harness initial={['admin']} />);
    expect(screen.getByRole('heading', { name: 'Gruppenberechtigungen' })).toBeInTheDocument();
    expect(names('Gruppenberechtigungen')).toEqual(['admin']);
    expect(names('Verfügbare Berechtigungen')).toEqual(['usermanager', 'groupmanager', 'project']);
    expect(within(list('Verfügbare Berechtigungen')).getByText('Benutzer verwalten')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Berechtigung admin verschieben' })).toHaveAttribute('aria-roledescription', 'verschiebbar');
  });

  it('moves an item to the other list by its button, announces it and keeps the focus in the list', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['admin']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Berechtigung usermanager hinzufügen' }));
    expect(onChange).toHaveBeenLastCalledWith(['admin', 'usermanager']);
    expect(names('Gruppenberechtigungen')).toEqual(['admin', 'usermanager']);
    expect(screen.getByText('Berechtigung usermanager ist jetzt in der Liste Gruppenberechtigungen.')).toHaveAttribute('aria-live', 'polite');
    // The focus is on the item that took the moved one's place.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Berechtigung groupmanager hinzufügen' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Berechtigung admin entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith(['usermanager']);
    expect(names('Verfügbare Berechtigungen')).toContain('admin');
  });

  it('says so when a list is empty, and follows the last item into the other list', async () => {
    render(<Harness initial={['admin']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Berechtigung admin entfernen' }));
    expect(within(list('Gruppenberechtigungen')).getByText(/Keine Einträge/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Berechtigung admin hinzufügen' })).toHaveFocus());
  });
});

const rect = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top, toJSON: () => ({}) }) as DOMRect;

/** Where an element of the lists is in a browser: two columns, 40 px rows. */
function placeOf(el: Element): DOMRect {
  const ul = el.closest('[data-list]');
  if (!ul) return rect(0, 0, 0, 0);
  const left = ul.getAttribute('data-list') === 'selected' ? 0 : 400;
  if (el === ul) return rect(left, 0, 300, 400);
  const li = el.closest('li');
  const index = li ? [...ul.children].indexOf(li) : 0;
  return rect(left + 4, 4 + index * 40, 292, 36);
}

/** jsdom lays nothing out: give the lists and items the places they have in a browser, which
 *  dnd-kit measures. The drag overlay starts where the dragged item is. */
function layOut() {
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.closest('[data-list]')) return placeOf(this);
    const dragged = document.querySelector('.dual-list-dragging');
    return dragged ? placeOf(dragged) : rect(0, 0, 0, 0);
  });
}

describe('DualSortableLists with the keyboard sensor', () => {
  beforeEach(() => {
    layOut();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('picks an item up with Space, carries it to the other list with ArrowLeft and drops it with Space', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['admin']} onChange={onChange} />);
    const handle = screen.getByRole('button', { name: 'Berechtigung project verschieben' });
    act(() => handle.focus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByText(/Berechtigung project aufgenommen/)).toBeInTheDocument());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(names('Gruppenberechtigungen')).toContain('project'));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain('project');
    expect(names('Gruppenberechtigungen')).toEqual(onChange.mock.lastCall?.[0]);
    expect(names('Verfügbare Berechtigungen')).not.toContain('project');
    await waitFor(() => expect(screen.getByText(/Berechtigung project abgelegt an Position \d von 2 in der Liste Gruppenberechtigungen/)).toBeInTheDocument());
  });

  it('reorders within a list with ArrowDown', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['admin', 'usermanager', 'project']} onChange={onChange} />);
    act(() => screen.getByRole('button', { name: 'Berechtigung admin verschieben' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['usermanager', 'admin', 'project']));
  });

  it('drops into an empty list with ArrowRight', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['admin', 'usermanager', 'groupmanager', 'project']} onChange={onChange} />);
    expect(names('Verfügbare Berechtigungen')).toEqual([]);
    act(() => screen.getByRole('button', { name: 'Berechtigung usermanager verschieben' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['admin', 'groupmanager', 'project']));
    expect(names('Verfügbare Berechtigungen')).toEqual(['usermanager']);
  });

  it('puts the item back on Escape', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['admin']} onChange={onChange} />);
    act(() => screen.getByRole('button', { name: 'Berechtigung project verschieben' }).focus());
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(names('Verfügbare Berechtigungen')).toContain('project'));
    expect(names('Gruppenberechtigungen')).toEqual(['admin']);
    expect(onChange).not.toHaveBeenCalled();
  });
});
