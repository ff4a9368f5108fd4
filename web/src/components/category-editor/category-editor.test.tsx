import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CATEGORY_PALETTE, IMAGE_MAX_BYTES } from '@mitmachkarte/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showAlert } from '../../lib/alerts';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { category } from '../../test/schema-fixtures';
import { draftProblems } from '../schema-editor/schema-problems';
import { fromCategoryDrafts, toCategoryDrafts, type CategoryDraft } from './category-draft';
import { CategoryEditor } from './category-editor';

const ICON_ID = '01900000-0000-7000-8000-0000000000aa';

function Harness({ initial = [] as ReturnType<typeof category>[] }) {
  const [tree, setTree] = useState<CategoryDraft[]>(() => toCategoryDrafts(initial));
  return (
    <>
      <CategoryEditor categories={tree} problems={draftProblems([], fromCategoryDrafts(tree)).categories} onChange={setTree} />
      <output data-testid="tree">{JSON.stringify(fromCategoryDrafts(tree))}</output>
    </>
  );
}

/** Opens every closed category by its title (saved categories start closed). */
async function openAll(user: ReturnType<typeof userEvent.setup>) {
  for (const button of screen.queryAllByRole('button', { expanded: false })) await user.click(button);
}

const tree = () => JSON.parse(screen.getByTestId('tree').textContent ?? '[]') as unknown;
const node = (name: string | RegExp) => within(screen.getByRole('listitem', { name }));

vi.mock('../../lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../lib/alerts')>()),
  showAlert: vi.fn(),
}));

beforeEach(() => vi.mocked(showAlert).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('CategoryEditor', () => {
  it('derives the key of a new category from its label, unique in the tree, also for children (docs/product.md §17.5)', async () => {
    const user = userEvent.setup();
    renderOne(<Harness />);
    expect(screen.getByText('Es gibt noch keine Kategorien.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kategorie hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Kategorie hinzufügen' }));
    expect(node('Kategorie 2: Kategorie2').getByLabelText('Bezeichnung')).toHaveFocus();
    await user.type(node('Kategorie 1: Kategorie').getByLabelText('Bezeichnung'), 'Tiere und Pflanzen');
    await user.click(node('Kategorie 1: Tiere und Pflanzen').getByRole('button', { name: 'Unterkategorie zu Kategorie 1 hinzufügen' }));
    expect(node(/^Kategorie 1\.1/).getByLabelText('Bezeichnung')).toHaveFocus();
    await user.keyboard('Müll');
    await user.type(node('Kategorie 2: Kategorie2').getByLabelText('Bezeichnung'), 'Müll');
    expect(tree()).toEqual([
      { Name: 'TiereUndPflanzen', Label: 'Tiere und Pflanzen', Icon: '', Children: [{ Name: 'Muell', Label: 'Müll', Icon: '' }] },
      { Name: 'Muell2', Label: 'Müll', Icon: '' },
    ]);
    // The key is there for exports and interfaces, under „Erweitert“.
    expect(node('Kategorie 2: Müll').getByLabelText('Schlüssel')).toHaveValue('Muell2');
    expect(node('Kategorie 2: Müll').getByText('Erweitert').closest('details')).not.toHaveAttribute('open');
  });

  it('keeps the key of a saved category and a key typed by hand when the label changes', async () => {
    const user = userEvent.setup();
    renderOne(<Harness initial={[category('Zustand')]} />);
    await openAll(user);
    await user.type(node('Kategorie 1: Zustand').getByLabelText('Bezeichnung'), 'Gewässerzustand');
    await user.click(screen.getByRole('button', { name: 'Kategorie hinzufügen' }));
    await user.click(node('Kategorie 2: Kategorie').getByText('Erweitert'));
    const key = node('Kategorie 2: Kategorie').getByLabelText('Schlüssel');
    await user.clear(key);
    await user.type(key, 'Eigen');
    await user.type(node('Kategorie 2: Eigen').getByLabelText('Bezeichnung'), 'Etwas anderes');
    expect(tree()).toEqual([{ Name: 'Zustand', Label: 'Gewässerzustand', Icon: '' }, { Name: 'Eigen', Label: 'Etwas anderes', Icon: '' }]);
  });

  it('moves among siblings and deletes a category with its children', async () => {
    const user = userEvent.setup();
    renderOne(<Harness initial={[category('A', '', [category('A1'), category('A2')]), category('B')]} />);
    await openAll(user);
    expect(node('Kategorie 1.1: A1').getByRole('button', { name: 'Kategorie 1.1 nach oben' })).toBeDisabled();
    await user.click(node('Kategorie 1.1: A1').getByRole('button', { name: 'Kategorie 1.1 nach unten' }));
    expect(node('Kategorie 1.2: A1').getByRole('button', { name: 'Kategorie 1.2 nach oben' })).toHaveFocus();
    await user.click(node('Kategorie 2: B').getByRole('button', { name: 'Kategorie 2 nach oben' }));
    await user.click(node('Kategorie 2: A').getByRole('button', { name: 'Kategorie 2 löschen' }));
    expect(tree()).toEqual([{ Name: 'B', Label: '', Icon: '' }]);
  });

  it('marks an empty key, opening „Erweitert“, and reports duplicates', async () => {
    const user = userEvent.setup();
    renderOne(<Harness initial={[category('A'), category('B')]} />);
    await openAll(user);
    await user.clear(node('Kategorie 1: A').getByLabelText('Schlüssel'));
    const empty = node('Kategorie 1').getByLabelText('Schlüssel');
    expect(empty.closest('details')).toHaveAttribute('open');
    expect(empty).toHaveAttribute('aria-invalid', 'true');
    expect(empty).toHaveAccessibleDescription(/^Der Schlüssel einer Kategorie darf nicht leer sein\./);
    await user.type(empty, 'B');
    expect(screen.getByText('Der Kategorieschlüssel „B“ ist doppelt.')).toBeInTheDocument();
  });

  it('uploads an icon as raw bytes, shows it from the original variant, and removes it', async () => {
    const calls = stubApi({ 'POST /gis/images/upload': { status: 200, body: { Id: ICON_ID } } });
    const user = userEvent.setup();
    renderOne(<Harness initial={[category('Fische')]} />);
    await openAll(user);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'fisch.png', { type: 'image/png' });
    await user.upload(node('Kategorie 1: Fische').getByLabelText('Symbol von Kategorie 1: Fische hochladen'), file);
    const img = await node('Kategorie 1: Fische').findByRole('img', { name: 'Symbol von Kategorie 1: Fische' });
    expect(img).toHaveAttribute('src', `/api/v1/gis/image/orig/${ICON_ID}`);
    expect(calls.map((c) => c.path)).toEqual(['/gis/images/upload']);
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/gis/images/upload'))![1]!;
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/octet-stream' });
    expect(init.body).toBe(file);
    expect(tree()).toEqual([{ Name: 'Fische', Label: '', Icon: ICON_ID }]);
    await user.click(node('Kategorie 1: Fische').getByRole('button', { name: 'Symbol von Kategorie 1: Fische entfernen' }));
    expect(tree()).toEqual([{ Name: 'Fische', Label: '', Icon: '' }]);
  });

  it("keeps the icon when the upload fails and shows the server's message", async () => {
    stubApi({ 'POST /gis/images/upload': { status: 400, body: { Message: 'Die Datei ist kein Bild.' } } });
    const user = userEvent.setup();
    renderOne(<Harness initial={[{ ...category('Fische'), Icon: ICON_ID }]} />);
    await openAll(user);
    await user.upload(node('Kategorie 1: Fische').getByLabelText(/hochladen$/), new File(['x'], 'x.png', { type: 'image/png' }));
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith('warning', 'Das Symbol konnte nicht hochgeladen werden. Die Datei ist kein Bild.'));
    expect(tree()).toEqual([{ Name: 'Fische', Label: '', Icon: ICON_ID }]);
  });

  it('refuses a file over 10 MB without uploading it', async () => {
    const calls = stubApi({});
    const user = userEvent.setup();
    renderOne(<Harness initial={[category('Fische')]} />);
    await openAll(user);
    const big = new File(['x'], 'gross.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await user.upload(node('Kategorie 1: Fische').getByLabelText(/hochladen$/), big);
    expect(showAlert).toHaveBeenCalledWith('warning', 'Das Bild ist zu groß. Es darf höchstens 10 MB groß sein.');
    expect(calls).toEqual([]);
  });

  it('sets the marker colour of a top-level category, refuses one too light for a marker at the field, and goes back to the palette', async () => {
    const user = userEvent.setup();
    renderOne(<Harness initial={[{ ...category('Lob'), Children: [category('Lob_Rad')] }]} />);
    await openAll(user);
    const top = node('Kategorie 1: Lob');
    const picker = top.getByLabelText('Farbe der Markierung von Kategorie 1: Lob');
    // Without a colour of its own it shows the palette's first.
    expect(picker).toHaveValue(CATEGORY_PALETTE[0]);
    expect(picker).toHaveAccessibleDescription(/Ohne eigene Farbe nimmt die Karte eine aus ihrer Reihe/);
    // Children take their parent's colour: no field of their own.
    expect(within(screen.getByRole('listitem', { name: 'Kategorie 1.1: Lob_Rad' })).queryByLabelText(/^Farbe der Markierung/)).toBeNull();
    fireEvent.change(picker, { target: { value: '#005a9c' } });
    expect(tree()).toEqual([{ Name: 'Lob', Label: '', Icon: '', Colour: '#005a9c', Children: [{ Name: 'Lob_Rad', Label: '', Icon: '' }] }]);
    expect(picker).not.toHaveAttribute('aria-invalid');
    fireEvent.change(picker, { target: { value: '#ffd966' } });
    expect(picker).toHaveAttribute('aria-invalid', 'true');
    expect(picker).toHaveAccessibleDescription(/Diese Farbe ist zu hell: Die Markierung braucht einen Kontrast von mindestens 3:1 zu Weiß/);
    await user.click(top.getByRole('button', { name: 'Eigene Farbe von Kategorie 1: Lob entfernen' }));
    expect(tree()).toEqual([{ Name: 'Lob', Label: '', Icon: '', Children: [{ Name: 'Lob_Rad', Label: '', Icon: '' }] }]);
    expect(picker).toHaveValue(CATEGORY_PALETTE[0]);
  });
});
