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
      <SchemaEditor variables={variables} categoryNames={categories.flatMap((c) => [c.Name, ...(c.Children ?? []).map((x) => x.Name)])}
        allowGeolocation={allowGeolocation} problems={draftProblems(variables, categories)} onChange={setVariables} />
      <SchemaPreview variables={variables} categories={categories} />
    </>
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Fragen des Fragebogens' })).getAllByRole('listitem');
const card = (n: number) => within(cards()[n - 1]!);
const nameOf = (n: number) => card(n).getByLabelText('Schlüssel', { selector: 'input' });
/** Opens every closed question by its title (saved questions start closed). */
async function openAll(user: ReturnType<typeof userEvent.setup>) {
  for (const button of screen.queryAllByRole('button', { expanded: false })) await user.click(button);
}

describe('SchemaEditor', () => {
  it('adds text variables named Variable_{n} with the next free n', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Variable_2', DataType: 'text' })]} />);
    await openAll(user);
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(nameOf(2)).toHaveValue('Variable_3');
    expect(card(2).getByLabelText('Datentyp')).toHaveValue('text');
    expect(card(2).getByLabelText('Datentyp')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    expect(nameOf(3)).toHaveValue('Variable_4');
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

  it('edits the options of single and multiple choice questions: Key and Label, add and remove', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Typ', DataType: 'single' })]} />);
    await openAll(user);
    const options = () => within(card(1).getByRole('group', { name: 'Optionen' }));
    expect(card(1).getByText('„Typ“: Bitte mindestens eine Option angeben.')).toBeInTheDocument();
    await user.click(options().getByRole('button', { name: 'Option hinzufügen' }));
    await user.click(options().getByRole('button', { name: 'Option hinzufügen' }));
    expect(options().getByRole('textbox', { name: 'Schlüssel von Option 1 (Frage 1: Typ)' })).toHaveValue('option_1');
    expect(options().getByRole('textbox', { name: 'Schlüssel von Option 2 (Frage 1: Typ)' })).toHaveValue('option_2');
    await user.type(options().getByRole('textbox', { name: 'Beschriftung von Option 1 (Frage 1: Typ)' }), 'Bach');
    await user.click(options().getByRole('button', { name: 'Option 2 von Frage 1: Typ entfernen' }));
    expect(options().getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(card(1).getByLabelText('Datentyp'), 'multiple');
    expect(options().getByRole('textbox', { name: 'Beschriftung von Option 1 (Frage 1: Typ)' })).toHaveValue('Bach');
    await user.selectOptions(card(1).getByLabelText('Datentyp'), 'percent');
    expect(card(1).queryByRole('group', { name: 'Optionen' })).not.toBeInTheDocument();
  });

  it('shows saved questions closed, with type and question, until their title is clicked (docs/product.md §17.5)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Art', DataType: 'text', Question: 'Was sehen Sie?' }), variable({ Name: 'Tiefe', DataType: 'number' })]} />);
    expect(card(1).queryByLabelText('Schlüssel', { selector: 'input' })).not.toBeInTheDocument();
    expect(card(1).getByText('Text (einzeilig) · Was sehen Sie?')).toBeInTheDocument();
    const toggle = card(1).getByRole('button', { name: 'Frage 1: Art' });
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

  it('reports duplicate and empty names at the variable and marks the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Art', DataType: 'text' })]} />);
    await openAll(user);
    await user.click(screen.getByRole('button', { name: 'Frage hinzufügen' }));
    await user.clear(nameOf(2));
    expect(card(2).getByText('Frage 2: Der Schlüssel darf nicht leer sein.')).toBeInTheDocument();
    await user.type(nameOf(2), 'Art');
    expect(card(2).getByText('Der Schlüssel „Art“ ist doppelt vergeben.')).toBeInTheDocument();
    expect(nameOf(2)).toHaveAttribute('aria-invalid', 'true');
    expect(nameOf(2)).toHaveAccessibleDescription(/Der Schlüssel „Art“ ist doppelt vergeben\./);
    expect(nameOf(1)).not.toHaveAttribute('aria-invalid');
    await user.type(nameOf(2), '2');
    expect(screen.queryByText(/doppelt vergeben/)).not.toBeInTheDocument();
  });

  it("offers the layer's categories as CategoryCondition", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[variable({ Name: 'Art', DataType: 'text' })]} categories={[category('Zustand', '', [category('Klar')]), category('Muell')]} />);
    await openAll(user);
    const select = card(1).getByLabelText('Nur bei Kategorie');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['(bei allen Kategorien)', 'Zustand', 'Klar', 'Muell']);
    await user.selectOptions(select, 'Muell');
    expect(select).toHaveValue('Muell');
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
