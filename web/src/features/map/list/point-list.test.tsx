import { DEFAULT_STATUSES, type Point, type PointCounts, type PointListPage } from '@mitmachkarte/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubCall } from '../../../test/api-stub';
import { renderOne } from '../../../test/render';
import { PointList } from './point-list';
import { LAYER_ID, point, variable } from '../test-fixtures';

const schema = {
  Schema: [],
  Categories: [{ Name: 'Klar', Label: 'Klares Wasser', Icon: '' }],
};
const points = [1, 2, 3, 4, 5].map((n) => ({ ...point(n, { category: { DataType: 'category', Value: 'Klar' } }), Status: n === 5 ? 'umgesetzt' : 'neu' }));
const newestFirst = [...points].reverse();
const LIST = `GET /gis/pointlist/${LAYER_ID}`;

/** The server's list: `all` in its order, two a page, with `counts`. */
function stubList(all: readonly Point[], counts: PointCounts[] = []): StubCall[] {
  return stubApi({
    [`${LIST}*`]: (_, path) => {
      const page = Number(new URL(path, 'http://x').searchParams.get('page'));
      const Points = all.slice((page - 1) * 2, page * 2);
      const body: PointListPage = { Total: all.length, Points, Counts: counts.filter((c) => Points.some((p) => p.ID === c.ID)) };
      return { status: 200, body };
    },
  });
}
const queryOf = (call: StubCall) => Object.fromEntries(new URL(call.path, 'http://x').searchParams);

const renderList = (props: Partial<Parameters<typeof PointList>[0]> = {}) => renderOne(
  <PointList layerId={LAYER_ID} filter={{}} schema={schema} statuses={DEFAULT_STATUSES} selectedId={undefined} onSelect={vi.fn()} onShowOnMap={vi.fn()} {...props} />,
);

afterEach(() => vi.unstubAllGlobals());

describe('PointList: pages of 2 points from the server (docs/product.md §4, §16.1)', () => {
  it('asks for page 1, 2, 3 of the newest first and says „Seite n von m“ from the total', async () => {
    const calls = stubList(newestFirst);
    const user = userEvent.setup();
    renderList({ filter: { status: 'neu', from: '2026-06-01' } });
    expect(await screen.findByText('Seite 1 von 3')).toBeInTheDocument();
    const back = screen.getByRole('button', { name: 'Zurück' });
    const next = screen.getByRole('button', { name: 'Weiter' });
    const entries = () => screen.getAllByRole('button', { name: /^Klares Wasser/ });
    expect(entries()).toHaveLength(2);
    expect(back).toBeDisabled();
    expect(queryOf(calls[0]!)).toEqual({ sort: 'newest', page: '1', pageSize: '2', status: 'neu', from: '2026-06-01' });

    await user.click(next);
    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
    await user.click(next);
    expect(await screen.findByText('Seite 3 von 3')).toBeInTheDocument();
    expect(entries()).toHaveLength(1);
    expect(next).toBeDisabled();
    expect(calls.map((c) => queryOf(c).page)).toEqual(['1', '2', '3']);

    await user.click(back);
    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
  });

  it('shows the entries in the server’s order and selects one when clicked', async () => {
    stubList(newestFirst);
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderList({ selectedId: points[4]!.ID, onSelect });
    const [first, second] = await screen.findAllByRole('button', { name: /^Klares Wasser/ });
    expect(first).toHaveAttribute('aria-current', 'true');
    await user.click(second!);
    expect(onSelect).toHaveBeenCalledWith(points[3]);
  });

  it("offers 'Auf der Karte zeigen' per entry, named after the entry, which asks to show that point", async () => {
    stubList(newestFirst);
    const user = userEvent.setup();
    const onShowOnMap = vi.fn();
    renderList({ onShowOnMap });
    const buttons = await screen.findAllByRole('button', { name: /^Auf der Karte zeigen: Klares Wasser, / });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveTextContent('Auf der Karte zeigen');
    await user.click(buttons[1]!);
    expect(onShowOnMap).toHaveBeenCalledWith(points[3]);
  });

  it('says so when no point passes', async () => {
    stubList([]);
    renderList();
    expect(await screen.findByText('In dieser Karte gibt es noch keine Einträge.')).toBeInTheDocument();
  });

  it('names the status of each entry in words', async () => {
    stubList(newestFirst);
    renderList();
    expect(await screen.findAllByText(/Status: Umgesetzt$/)).toHaveLength(1);
    expect(screen.getAllByText(/Status: Neu$/)).toHaveLength(1);
  });

  it('shows votes and comments from the page and asks the server for another order, back to page 1 (docs/product.md §16.1)', async () => {
    const counts = [{ ID: points[4]!.ID, Up: 7, Down: 0, Comments: 1 }];
    const calls = stubList(newestFirst, counts);
    const user = userEvent.setup();
    renderList();
    const firstEntry = () => screen.getAllByRole('button', { name: /^Klares Wasser/ })[0]!;
    expect(await screen.findByText('7 Daumen hoch · 1 Kommentar')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Klares Wasser/ })[1]).toHaveTextContent('0 Daumen hoch · 0 Kommentare');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Seite 2 von 3')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sortierung'), 'Meiste Daumen hoch');
    expect(await screen.findByText('Seite 1 von 3')).toBeInTheDocument();
    expect(firstEntry()).toHaveTextContent('7 Daumen hoch · 1 Kommentar');
    await user.selectOptions(screen.getByLabelText('Sortierung'), 'Meiste Kommentare');
    expect(calls.map((c) => [queryOf(c).sort, queryOf(c).page])).toEqual([['newest', '1'], ['newest', '2'], ['votes', '1'], ['comments', '1']]);
  });
});

describe('PointList: „Bearbeiten“ (docs/product.md §16.5)', () => {
  it('offers it for the entries the server answers CanChange for, named after each', async () => {
    const titled = (n: number, CanChange: boolean) => ({ ...point(n, { Name: { DataType: 'text' as const, Value: `Teich ${n}` } }), CanChange });
    stubList([titled(1, true), titled(2, false)]);
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const withText = { Schema: [variable({ Name: 'Name', DataType: 'text' })], Categories: [] };
    renderList({ schema: withText, onEdit });
    await user.click(await screen.findByRole('button', { name: 'Eintrag „Teich 1“ bearbeiten' }));
    expect(screen.queryByRole('button', { name: 'Eintrag „Teich 2“ bearbeiten' })).toBeNull();
    expect(onEdit).toHaveBeenCalledWith(titled(1, true));
  });
});
