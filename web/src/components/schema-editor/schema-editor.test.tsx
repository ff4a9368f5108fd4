import type { Category, Variable } from '@mitmachkarte/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { category, variable } from '../../test/schema-fixtures';
import { toVariableDrafts, type VariableDraft } from './schema-draft';
import { SchemaEditor } from './schema-editor';
import { draftProblems } from './schema-problems';
import { SchemaPreview } from './schema-preview';

/** The editor with its state and problems, as the layer panel holds them, and the preview. */
function Harness({ initial = [], categories = [], allowGeolocation = false }: { initial?: Variable[]; categories?: Category[]; allowGeolocation?: boolean }) {
  const [variables, setVariables] = useState<VariableDraft[]>(() => toVariableDrafts(initial));
  return (
    <>
      <SchemaEditor variables={variables} categories={categories}
        allowGeolocation={allowGeolocation} problems={draftProblems(variables, categories)} onChange={setVariables} />
      <SchemaPreview variables={variables} categories={categories} />
    </>
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Fragen des Fragebogens' })).getAllByRole('listitem');
const card = (n: number) => within(cards()[n - 1]!);
const nameOf = (n: number) => card(n).getByLabelText('Schlüssel', { selector: 'input' });
const questionOf = (n: number) => card(n).getByLabelText('Fragetext');
/** The disclosure „Erweitert“ of the n-th question, with the keys. */
const advancedOf = (n: number) => card(n).getByText('Erweitert').closest('details')!;
/** Opens every closed question by its title (saved questions start closed). */
async function openAll(user: ReturnType<typeof userEvent.setup>) {
  for (const button of screen.queryAllByRole('button', { expanded: false })) await user.click(button);
}

describe('SchemaEditor', () => {
  it('adds a text question whose key follows its text, unique in the questionnaire, until typed by hand (docs/product.md §5.7)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'WieTiefIstDasWasser', DataType: 'number', Question: 'Wie tief ist das Wasser?' })]} />);
    await openAll(user);
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(card(2).getByLabelText('Datentyp')).toHaveValue('text');
    expect(card(2).getByLabelText('Datentyp')).toHaveFocus();
    expect(nameOf(2)).toHaveValue('Frage');
    expect(card(2).getByRole('button', { name: 'Frage 2' })).toBeInTheDocument();
    await user.type(questionOf(2), 'Wie heißt das Gewässer?');
    expect(nameOf(2)).toHaveValue('WieHeisstDasGewaesser');
    // The title names the question by its text, never by its key.
    expect(card(2).getByRole('button', { name: 'Frage 2: Wie heißt das Gewässer?' })).toBeInTheDocument();
    await user.clear(questionOf(2));
    await user.type(questionOf(2), 'Wie tief ist das Wasser?');
    expect(nameOf(2)).toHaveValue('WieTiefIstDasWasser2');
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(nameOf(3)).toHaveValue('Frage');
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(nameOf(4)).toHaveValue('Frage2');

    // A key typed by hand stays.
    await user.click(within(advancedOf(3)).getByText('Erweitert'));
    await user.clear(nameOf(3));
    await user.type(nameOf(3), 'Fundort');
    await user.type(questionOf(3), 'Wo war es?');
    expect(nameOf(3)).toHaveValue('Fundort');
  });

  it('keeps the key of a saved question when its text changes: its answers are stored under it (docs/product.md §4.9)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Variable_4', DataType: 'text', Question: 'Was sehen Sie?' })]} />);
    await openAll(user);
    await user.clear(questionOf(1));
    await user.type(questionOf(1), 'Was haben Sie gesehen?');
    expect(nameOf(1)).toHaveValue('Variable_4');
    expect(nameOf(1)).toHaveAccessibleDescription(/Gespeicherte Fragen behalten ihn, weil die Antworten unter ihm stehen/);
  });

  it('shows the keys only under „Erweitert“, closed until asked for, and explains the missing message', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Typ', DataType: 'single', Question: 'Welcher Typ?', Options: [{ Key: 'bach', Label: 'Bach' }] })]} />);
    await openAll(user);
    const advanced = advancedOf(1);
    expect(advanced).not.toHaveAttribute('open');
    expect(within(advanced).getByText('Erweitert')).toHaveAccessibleName('Erweitert: Schlüssel von Frage 1: Welcher Typ?');
    expect(advanced).toContainElement(nameOf(1));
    const optionKey = card(1).getByRole('textbox', { name: 'Schlüssel von Option 1 „Bach“ (Frage 1: Welcher Typ?)' });
    expect(advanced).toContainElement(optionKey);
    // Outside „Erweitert“ no field and no column header says „Schlüssel“.
    const outside = [...card(1).getAllByRole('textbox'), ...card(1).queryAllByRole('columnheader')].filter((el) => !advanced.contains(el));
    expect(outside.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? '').filter((name) => /Schlüssel/.test(name))).toEqual([]);
    await user.click(within(advanced).getByText('Erweitert'));
    expect(advanced).toHaveAttribute('open');
    expect(card(1).getByLabelText('Meldung bei fehlender Antwort')).toHaveAccessibleDescription('Leer: „Bitte beantworten Sie:“ und der Fragetext.');
  });

  it.each([
    ['pagebreak', [], ['Schlüssel', 'Fragetext', 'Optional', 'Beschreibung (Hilfetext)', 'Meldung bei fehlender Antwort', 'Nur bei Kategorie', 'Wertebereich einschränken']],
    ['text', ['Schlüssel', 'Fragetext', 'Optional', 'Meldung bei fehlender Antwort', 'Nur bei Kategorie'], ['Wertebereich einschränken', 'Minimum', 'Infotext']],
    ['number', ['Schlüssel', 'Fragetext', 'Optional', 'Wertebereich einschränken'], ['Minimum', 'Maximum', 'Meldung bei fehlender Antwort']],
    ['label', ['Schlüssel', 'Infotext', 'Nur bei Kategorie'], ['Fragetext', 'Optional', 'Meldung bei fehlender Antwort']],
    ['boolean', ['Schlüssel', 'Fragetext', 'Optional'], ['Minimum', 'Meldung bei fehlender Antwort']],
  ] as const)('shows the fields of a %s variable (docs/product.md §5)', async (type, shown, hidden) => {
    const user = userEvent.setup();
    render(<Harness categories={[category('Muell')]} />);
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    await user.selectOptions(card(1).getByLabelText('Datentyp'), type);
    for (const label of shown) expect(card(1).getByLabelText(label, { exact: true })).toBeInTheDocument();
    for (const label of hidden) expect(card(1).queryByLabelText(label, { exact: true })).not.toBeInTheDocument();
    expect(card(1).queryByRole('group', { name: 'Optionen' })).not.toBeInTheDocument();
  });

  it('shows minimum and maximum for a number once Constraint is checked', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Tiefe', DataType: 'number' })]} />);
    await openAll(user);
    await user.click(card(1).getByLabelText('Wertebereich einschränken'));
    await user.type(card(1).getByLabelText('Minimum'), '5');
    await user.clear(card(1).getByLabelText('Maximum'));
    await user.type(card(1).getByLabelText('Maximum'), '-1');
    expect(card(1).getByText('„Tiefe“: Das Minimum ist größer als das Maximum.')).toBeInTheDocument();
    await user.clear(card(1).getByLabelText('Maximum'));
    await user.type(card(1).getByLabelText('Maximum'), '10,5');
    expect(card(1).queryByText(/Das Minimum ist größer/)).not.toBeInTheDocument();
  });

  it('edits the options of single and multiple choice questions: a new option\'s key follows its label, add and remove', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Typ', DataType: 'single', Options: [{ Key: 'option_1', Label: 'Fluss' }] })]} />);
    await openAll(user);
    const options = () => within(card(1).getByRole('group', { name: 'Optionen' }));
    const label = (n: number) => options().getByRole('textbox', { name: `Beschriftung von Option ${n} (Frage 1: Typ)` });
    const key = (n: number) => card(1).getByRole('textbox', { name: new RegExp(`^Schlüssel von Option ${n}\\b`) });
    await user.click(options().getByRole('button', { name: 'Option hinzufügen' }));
    expect(label(2)).toHaveFocus();
    expect(key(2)).toHaveValue('Option');
    await user.keyboard('Klares Wasser');
    expect(key(2)).toHaveValue('KlaresWasser');
    await user.click(options().getByRole('button', { name: 'Option hinzufügen' }));
    await user.type(label(3), 'Klares  Wasser!');
    expect(key(3)).toHaveValue('KlaresWasser2');
    // A saved option keeps its key: the answers carry it.
    await user.clear(label(1));
    await user.type(label(1), 'Bach');
    expect(key(1)).toHaveValue('option_1');
    // A key typed by hand no longer follows the label.
    await user.clear(key(2));
    await user.type(key(2), 'klar');
    await user.type(label(2), ', tief');
    expect(key(2)).toHaveValue('klar');
    await user.click(options().getByRole('button', { name: 'Option 3 von Frage 1: Typ entfernen' }));
    expect(options().getAllByRole('row')).toHaveLength(3);
    expect(options().queryByRole('columnheader', { name: 'Schlüssel' })).not.toBeInTheDocument();
    await user.selectOptions(card(1).getByLabelText('Datentyp'), 'multiple');
    expect(label(1)).toHaveValue('Bach');
    await user.selectOptions(card(1).getByLabelText('Datentyp'), 'percent');
    expect(card(1).queryByRole('group', { name: 'Optionen' })).not.toBeInTheDocument();
  });

  it('reports a question without options', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Typ', DataType: 'single' })]} />);
    await openAll(user);
    expect(card(1).getByText('„Typ“: Bitte mindestens eine Option angeben.')).toBeInTheDocument();
  });

  it('shows saved questions closed, titled by their question (their key without one) and with their type, until their title is clicked (docs/product.md §17.5)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Art', DataType: 'text', Question: 'Was sehen Sie?' }), variable({ Name: 'Tiefe', DataType: 'number' })]} />);
    expect(card(1).queryByLabelText('Schlüssel', { selector: 'input' })).not.toBeInTheDocument();
    expect(card(1).getByText('Text (einzeilig)')).toBeInTheDocument();
    expect(card(2).getByRole('button', { name: 'Frage 2: Tiefe' })).toBeInTheDocument();
    const toggle = card(1).getByRole('button', { name: 'Frage 1: Was sehen Sie?' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(nameOf(1)).toHaveValue('Art');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(card(2).queryByLabelText('Schlüssel', { selector: 'input' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(card(1).queryByLabelText('Schlüssel', { selector: 'input' })).not.toBeInTheDocument();
  });

  it('moves variables up and down, keeping the focus on the moved one, and deletes them', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['A', 'B', 'C'].map((Name) => variable({ Name, DataType: 'text' }))} />);
    await openAll(user);
    expect(card(1).getByRole('button', { name: 'Frage 1 nach oben' })).toBeDisabled();
    expect(card(3).getByRole('button', { name: 'Frage 3 nach unten' })).toBeDisabled();
    await user.click(card(1).getByRole('button', { name: 'Frage 1 nach unten' }));
    expect(cards().map((c) => within(c).getByLabelText('Schlüssel', { selector: 'input' }))).toHaveLength(3);
    expect([1, 2, 3].map((n) => (nameOf(n) as HTMLInputElement).value)).toEqual(['B', 'A', 'C']);
    expect(card(2).getByRole('button', { name: 'Frage 2 nach unten' })).toHaveFocus();
    await user.click(card(2).getByRole('button', { name: 'Frage 2 nach unten' }));
    expect([1, 2, 3].map((n) => (nameOf(n) as HTMLInputElement).value)).toEqual(['B', 'C', 'A']);
    // At the bottom 'nach unten' is disabled, so the focus goes to 'nach oben'.
    expect(card(3).getByRole('button', { name: 'Frage 3 nach oben' })).toHaveFocus();
    await user.click(card(3).getByRole('button', { name: 'Frage 3 nach oben' }));
    expect([1, 2, 3].map((n) => (nameOf(n) as HTMLInputElement).value)).toEqual(['B', 'A', 'C']);
    await user.click(card(1).getByRole('button', { name: 'Frage 1 löschen' }));
    expect(cards().map((c) => (within(c).getByLabelText('Schlüssel', { selector: 'input' }) as HTMLInputElement).value)).toEqual(['A', 'C']);
  });

  it('reports duplicate and empty names at the variable, marks the field and opens „Erweitert“', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Art', DataType: 'text' })]} />);
    await openAll(user);
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    await user.clear(nameOf(2));
    expect(card(2).getByText('Frage 2: Der Schlüssel darf nicht leer sein.')).toBeInTheDocument();
    expect(advancedOf(2)).toHaveAttribute('open');
    await user.type(nameOf(2), 'Art');
    expect(card(2).getByText('Der Schlüssel „Art“ ist doppelt vergeben.')).toBeInTheDocument();
    expect(nameOf(2)).toHaveAttribute('aria-invalid', 'true');
    expect(nameOf(2)).toHaveAccessibleDescription(/Der Schlüssel „Art“ ist doppelt vergeben\./);
    expect(nameOf(1)).not.toHaveAttribute('aria-invalid');
    await user.type(nameOf(2), '2');
    expect(screen.queryByText(/doppelt vergeben/)).not.toBeInTheDocument();
  });

  it("offers the layer's categories as CategoryCondition by their labels, never their keys", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Art', DataType: 'text' }), variable({ Name: 'Alt', DataType: 'text', CategoryCondition: 'Weg' })]}
      categories={[category('Zustand', 'Gewässerzustand', [category('Klar')]), category('Muell', 'Müll')]} />);
    await openAll(user);
    const select = card(1).getByLabelText('Nur bei Kategorie');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['(bei allen Kategorien)', 'Gewässerzustand', 'Gewässerzustand › Klar', 'Müll']);
    await user.selectOptions(select, 'Müll');
    expect(select).toHaveValue('Muell');
    // A condition whose category is gone is named by its key.
    expect(within(card(2).getByLabelText('Nur bei Kategorie')).getAllByRole('option').at(-1)).toHaveTextContent('Weg (gibt es nicht)');
  });

  it('has no CategoryCondition field for a layer without categories', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Art', DataType: 'text' })]} />);
    await openAll(user);
    expect(card(1).queryByLabelText('Nur bei Kategorie')).not.toBeInTheDocument();
  });

  it('offers geolocation only when allowed', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness initial={[variable({ Name: 'Ort', DataType: 'text' })]} />);
    await openAll(user);
    expect(within(card(1).getByLabelText('Datentyp')).queryByRole('option', { name: 'Ort (Geoposition)' })).not.toBeInTheDocument();
    unmount();
    render(<Harness initial={[variable({ Name: 'Ort', DataType: 'text' })]} allowGeolocation />);
    await openAll(user);
    expect(within(card(1).getByLabelText('Datentyp')).getByRole('option', { name: 'Ort (Geoposition)' })).toBeInTheDocument();
  });
});

describe('SchemaPreview', () => {
  it('renders the questionnaire as the map app does, steps and category conditions included', async () => {
    const user = userEvent.setup();
    render(<Harness categories={[category('Zustand', 'Gewässerzustand', [category('Klar')]), category('Muell', 'Müll')]} initial={[
      variable({ Name: 'Art', DataType: 'text', Question: 'Was sehen Sie?' }),
      variable({ Name: 'Menge', DataType: 'single', Question: 'Wie viel Müll?', CategoryCondition: 'Muell', Options: [{ Key: 'viel', Label: 'Viel' }] }),
      variable({ Name: '', DataType: 'pagebreak' }),
      variable({ Name: 'Tief', DataType: 'number', Question: 'Wie tief?', Constraint: true, Minimum: 0, Maximum: 50 }),
    ]} />);
    await openAll(user);
    const preview = within(screen.getByRole('region', { name: 'Vorschau' }));
    expect(preview.getByRole('heading', { name: 'Neuer Eintrag' })).toBeInTheDocument();
    expect(preview.getByText('Schritt 1 von 2')).toBeInTheDocument();
    expect(preview.getByLabelText(/Was sehen Sie\?/)).toBeInTheDocument();
    expect(preview.queryByRole('group', { name: /Wie viel Müll\?/ })).not.toBeInTheDocument();
    const chooser = preview.getByLabelText('Kategorie der Vorschau');
    expect(within(chooser).getAllByRole('option').map((o) => o.textContent)).toEqual(['(keine Kategorie)', 'Gewässerzustand', 'Gewässerzustand › Klar', 'Müll']);
    await user.selectOptions(chooser, 'Muell');
    expect(preview.getByRole('heading', { name: 'Neuer Eintrag: Müll' })).toBeInTheDocument();
    expect(preview.getByRole('group', { name: /Wie viel Müll\?/ })).toBeInTheDocument();
    await user.click(preview.getByRole('button', { name: 'Weiter' }));
    expect(preview.getByText('zwischen 0 und 50')).toBeInTheDocument();

    // Edits show at once.
    await user.clear(card(1).getByLabelText('Fragetext'));
    await user.type(card(1).getByLabelText('Fragetext'), 'Welche Art?');
    await user.click(preview.getByRole('button', { name: 'Zurück' }));
    expect(preview.getByLabelText(/Welche Art\?/)).toBeInTheDocument();
  });
});
