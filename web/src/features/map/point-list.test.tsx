import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_STATUSES } from '@mitmachkarte/contract';
import { describe, expect, it, vi } from 'vitest';
import { PointList } from './point-list';
import { point, variable } from './test-fixtures';

const schema = {
  Schema: [],
  Categories: [{ Name: 'Klar', Label: 'Klares Wasser', Icon: '' }],
};
const points = [1, 2, 3, 4, 5].map((n) => ({ ...point(n, { category: { DataType: 'category', Value: 'Klar' } }), Status: n === 5 ? 'umgesetzt' : 'neu' }));

describe('PointList (docs/product.md §4: pages of 2 points)', () => {
  it('pages 5 points as 3 pages with Zurück / Weiter, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<PointList points={points} schema={schema} statuses={DEFAULT_STATUSES} selectedId={undefined} onSelect={vi.fn()} onShowOnMap={vi.fn()} />);
    const back = screen.getByRole('button', { name: 'Zurück' });
    const next = screen.getByRole('button', { name: 'Weiter' });
    const entries = () => screen.getAllByRole('button', { name: /^Klares Wasser/ });

    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(entries()).toHaveLength(2);
    expect(back).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();
    expect(back).toBeEnabled();

    await user.click(next);
    expect(screen.getByText('Seite 3 von 3')).toBeInTheDocument();
    expect(entries()).toHaveLength(1);
    expect(next).toBeDisabled();

    await user.click(back);
    expect(screen.getByText('Seite 2 von 3')).toBeInTheDocument();
  });

  it('lists the newest first and selects an entry when clicked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<PointList points={points} schema={schema} statuses={DEFAULT_STATUSES} selectedId={points[4]!.ID} onSelect={onSelect} onShowOnMap={vi.fn()} />);
    const [first, second] = screen.getAllByRole('button', { name: /^Klares Wasser/ });
    expect(first).toHaveAttribute('aria-current', 'true');
    await user.click(second!);
    expect(onSelect).toHaveBeenCalledWith(points[3]);
  });

  it("offers 'Auf der Karte zeigen' per entry, named after the entry, which asks to show that point", async () => {
    const user = userEvent.setup();
    const onShowOnMap = vi.fn();
    render(<PointList points={points} schema={schema} statuses={DEFAULT_STATUSES} selectedId={undefined} onSelect={vi.fn()} onShowOnMap={onShowOnMap} />);
    const buttons = screen.getAllByRole('button', { name: /^Auf der Karte zeigen: Klares Wasser, / });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveTextContent('Auf der Karte zeigen');
    await user.click(buttons[1]!);
    expect(onShowOnMap).toHaveBeenCalledWith(points[3]);
  });

  it('says so when the layer has no points', () => {
    render(<PointList points={[]} schema={schema} statuses={DEFAULT_STATUSES} selectedId={undefined} onSelect={vi.fn()} onShowOnMap={vi.fn()} />);
    expect(screen.getByText('In dieser Karte gibt es noch keine Einträge.')).toBeInTheDocument();
  });

  it('names the status of each entry in words', () => {
    render(<PointList points={points} schema={schema} statuses={DEFAULT_STATUSES} selectedId={undefined} onSelect={vi.fn()} onShowOnMap={vi.fn()} />);
    expect(screen.getAllByText(/Status: Umgesetzt$/)).toHaveLength(1);
    expect(screen.getAllByText(/Status: Neu$/)).toHaveLength(1);
    expect(screen.queryByText(/Daumen hoch ·/)).toBeNull();
  });

  it('shows votes and comments and sorts by most votes or most comments, back to page 1 (docs/product.md §16.1)', async () => {
    const user = userEvent.setup();
    const counts = new Map([
      [points[0]!.ID, { ID: points[0]!.ID, Up: 7, Down: 0, Comments: 1 }],
      [points[2]!.ID, { ID: points[2]!.ID, Up: 2, Down: 1, Comments: 4 }],
    ]);
    render(<PointList points={points} schema={schema} statuses={DEFAULT_STATUSES} selectedId={undefined} onSelect={vi.fn()} onShowOnMap={vi.fn()} counts={counts} />);
    const firstEntry = () => screen.getAllByRole('button', { name: /^Klares Wasser/ })[0]!;
    expect(firstEntry()).toHaveTextContent('0 Daumen hoch · 0 Kommentare');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.selectOptions(screen.getByLabelText('Sortierung'), 'Meiste Daumen hoch');
    expect(screen.getByText('Seite 1 von 3')).toBeInTheDocument();
    expect(firstEntry()).toHaveTextContent('7 Daumen hoch · 1 Kommentar');
    await user.selectOptions(screen.getByLabelText('Sortierung'), 'Meiste Kommentare');
    expect(firstEntry()).toHaveTextContent('2 Daumen hoch · 4 Kommentare');
  });
});

describe('PointList: „Bearbeiten“ (docs/product.md §16.5)', () => {
  it('offers it for the entries the server answers CanChange for, named after each', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const titled = (n: number, CanChange: boolean) => ({ ...point(n, { Name: { DataType: 'text' as const, Value: `Teich ${n}` } }), CanChange });
    const withText = { Schema: [variable({ Name: 'Name', DataType: 'text' })], Categories: [] };
    render(<PointList points={[titled(1, true), titled(2, false)]} schema={withText} statuses={DEFAULT_STATUSES} selectedId={undefined}
      onSelect={vi.fn()} onShowOnMap={vi.fn()} onEdit={onEdit} />);
    expect(screen.queryByRole('button', { name: 'Eintrag „Teich 2“ bearbeiten' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Eintrag „Teich 1“ bearbeiten' }));
    expect(onEdit).toHaveBeenCalledWith(titled(1, true));
  });
});
