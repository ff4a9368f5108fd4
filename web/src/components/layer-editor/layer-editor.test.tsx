import { DEFAULT_STATUSES, type Layer, type UpdateLayerBody } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import * as de from '../../i18n/de/editors';
import { dismissAlert, showAlert } from '../../lib/alerts';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { category, variable } from '../../test/schema-fixtures';
import { LayerEditor } from './layer-editor';

const L1 = '01900000-0000-7000-8000-0000000000b1';
const WS = '01900000-0000-7000-8000-0000000000a1';
const layer = (): Layer => ({
  CanAddPoints: true, Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [],
  ID: L1, Name: 'Gewässer', Public: false, Editable: false, Attributes: { farbe: 'blau' }, Workspace: WS,
  Schema: {
    Schema: [variable({ Name: 'Art', DataType: 'text', Question: 'Welche Art?' }), variable({ Name: 'Menge', DataType: 'number', CategoryCondition: 'Muell' })],
    Categories: [category('Zustand', '', [category('Klar')]), category('Muell', 'Müll')],
  },
});

function setup(put: StubAnswer | ((body: unknown) => StubAnswer) = (body) => ({ status: 200, body: { ...(body as object), ID: L1 } }), withCategories = true) {
  const calls = stubApi({ [`PUT /gis/layer/${L1}`]: put });
  const onDeleted = vi.fn();
  renderOne(<><AlertsArea /><LayerEditor layer={layer()} withCategories={withCategories} allowGeolocation={false} onDeleted={onDeleted} /></>);
  const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body as UpdateLayerBody);
  return { user: userEvent.setup(), puts, onDeleted };
}

const panel = () => within(screen.getByRole('region', { name: 'Karte Gewässer' }));
const alerts = () => within(screen.getByRole('region', { name: 'Meldungen' }));
const layerName = () => panel().getAllByLabelText('Name', { selector: 'input' })[0]!;

afterEach(() => {
  vi.unstubAllGlobals();
  const last = showAlert('info', '');
  for (let id = 1; id <= last; id++) dismissAlert(id);
});

describe('LayerEditor', () => {
  it('shows one section of the workspace manager at a time and keeps the draft across them (docs/product.md §17.5)', async () => {
    stubApi({});
    const user = userEvent.setup();
    function Sections() {
      const [show, setShow] = useState<'karte' | 'kategorien' | 'none'>('karte');
      return (
        <>
          <select aria-label="Bereich" value={show} onChange={(e) => setShow(e.target.value as typeof show)}>
            <option value="karte">karte</option><option value="kategorien">kategorien</option><option value="none">none</option>
          </select>
          <LayerEditor layer={layer()} withCategories allowGeolocation={false} onDeleted={() => {}} show={show} />
        </>
      );
    }
    renderOne(<Sections />);
    expect(panel().queryByRole('list', { name: 'Fragen des Fragebogens' })).not.toBeInTheDocument();
    await user.type(layerName(), ' Nord');
    await user.selectOptions(screen.getByLabelText('Bereich'), 'none');
    expect(screen.queryByRole('region', { name: 'Karte Gewässer' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bereich'), 'kategorien');
    expect(panel().getByRole('list', { name: 'Kategorien der Karte' })).toBeInTheDocument();
    expect(panel().queryByLabelText('Name', { selector: 'input' })).not.toBeInTheDocument();
    expect(panel().getByText(/Es gibt ungespeicherte Änderungen\./)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Bereich'), 'karte');
    expect(layerName()).toHaveValue('Gewässer Nord');
  });

  it('saves name, flags, schema and categories and says so (docs/product.md §8)', async () => {
    const { user, puts } = setup();
    await user.clear(layerName());
    await user.type(layerName(), 'Gewässer Nord');
    await user.click(panel().getByLabelText('Öffentlich', { exact: true }));
    await user.click(panel().getByRole('button', { name: 'Frage hinzufügen' }));
    const question = () => panel().getAllByLabelText('Fragetext').at(-1)!;
    await user.type(question(), 'Wie heißt der Ort?');
    expect(panel().getByText(/Es gibt ungespeicherte Änderungen\./)).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Änderungen gespeichert.')).toBeInTheDocument();
    expect(puts()).toHaveLength(1);
    const added = variable({ Name: 'WieHeisstDerOrt', DataType: 'text', Question: 'Wie heißt der Ort?' });
    expect(puts()[0]).toEqual({
      Workspace: WS, Name: 'Gewässer Nord', Public: true, Editable: false, Attributes: { farbe: 'blau' },
      Schema: { Schema: [...layer().Schema.Schema, added], Categories: layer().Schema.Categories },
      Statuses: DEFAULT_STATUSES, Premoderation: false, MapView: null, ContextLayers: [], DuplicateRadius: 50, Geometries: ['point'],
    });
    // Once saved, the question may have answers under its key: the key no longer follows the text (docs/product.md §4.9).
    await user.type(question(), ' Bitte genau.');
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]!.Schema.Schema.at(-1)).toEqual({ ...added, Question: 'Wie heißt der Ort? Bitte genau.' });
  });

  it('sets the radius of „Wurde das schon gemeldet?“ and refuses one outside 0 to 500 on the spot (docs/product.md §24.3)', async () => {
    const { user, puts } = setup();
    const radius = panel().getByRole('spinbutton', { name: 'Umkreis für „Wurde das schon gemeldet?“ (Meter)' });
    expect(radius).toHaveValue(50);
    expect(radius).toHaveAccessibleDescription(/0 schaltet den Hinweis aus, höchstens 500\./);
    await user.clear(radius);
    await user.type(radius, '501');
    expect(panel().getByText('Der Umkreis ist eine ganze Zahl von 0 bis 500 Metern.')).toBeInTheDocument();
    expect(radius).toHaveAttribute('aria-invalid', 'true');
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    expect(radius).toHaveFocus();
    expect(puts()).toHaveLength(0);
    await user.clear(radius);
    await user.type(radius, '0');
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]).toMatchObject({ DuplicateRadius: 0 });
  });

  it('sets the layer\'s own start view in a section opened on demand (docs/product.md §17.1)', async () => {
    const { user, puts } = setup();
    expect(panel().queryByRole('button', { name: 'Aktuellen Kartenausschnitt übernehmen' })).toBeNull();
    await user.click(panel().getByText('Eigenen Kartenausschnitt festlegen (freiwillig)'));
    expect(panel().getByText('Kein eigener Ausschnitt: die Karte öffnet sich wie ihr Projekt.')).toBeInTheDocument();
    expect(panel().queryByRole('button', { name: 'Kartenausschnitt als Projektgebiet übernehmen' })).toBeNull();
    await user.click(panel().getByRole('button', { name: 'Aktuellen Kartenausschnitt übernehmen' }));
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Änderungen gespeichert.')).toBeInTheDocument();
    expect(puts()[0]?.MapView).toEqual({ Lat: expect.any(Number), Lng: expect.any(Number), Zoom: expect.any(Number) });
  });

  it('saves „Beiträge vor Veröffentlichung prüfen“ (docs/product.md §16.3)', async () => {
    const { user, puts } = setup();
    await user.click(panel().getByLabelText(de.layers.premoderation));
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Änderungen gespeichert.')).toBeInTheDocument();
    expect(puts()[0]).toMatchObject({ Premoderation: true });
  });

  it('sets „Was kann eingetragen werden?“: at least one of points, lines and areas (docs/product.md §25.1)', async () => {
    const { user, puts } = setup();
    const kinds = within(panel().getByRole('group', { name: 'Was kann eingetragen werden?' }));
    expect(kinds.getByRole('checkbox', { name: 'Punkte' })).toBeChecked();
    expect(kinds.getByRole('checkbox', { name: 'Linien' })).not.toBeChecked();
    await user.click(kinds.getByRole('checkbox', { name: 'Punkte' }));
    const message = 'Bitte wählen Sie, was die Karte annimmt: Punkte, Linien und/oder Flächen (point, line, polygon).';
    expect(panel().getAllByText(message).length).toBeGreaterThan(0);
    expect(panel().getByRole('group', { name: 'Was kann eingetragen werden?' })).toHaveAccessibleDescription(message);
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    expect(puts()).toHaveLength(0);
    await user.click(kinds.getByRole('checkbox', { name: 'Flächen' }));
    await user.click(kinds.getByRole('checkbox', { name: 'Linien' }));
    expect(panel().queryByText(message)).toBeNull();
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.Geometries).toEqual(['line', 'polygon']);
  });

  it('needs a name, and blocks saving while the schema has problems', async () => {
    const { user, puts } = setup();
    await user.clear(layerName());
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    expect(panel().getByText('Bitte geben Sie einen Namen an.')).toBeInTheDocument();
    expect(layerName()).toHaveFocus();
    await user.type(layerName(), 'Gewässer');
    const second = within(panel().getAllByRole('listitem', { name: /^Frage 2/ })[0]!);
    await user.click(second.getByRole('button', { name: 'Frage 2: Menge' }));
    await user.clear(second.getByLabelText('Schlüssel', { selector: 'input' }));
    await user.type(second.getByLabelText('Schlüssel', { selector: 'input' }), 'Art');
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Bitte beheben Sie zuerst die markierten Probleme.');
    expect(summary).toHaveTextContent('Der Schlüssel „Art“ ist doppelt vergeben.');
    expect(summary).toHaveFocus();
    expect(puts()).toEqual([]);
  });

  it("shows the server's message and field errors when saving fails", async () => {
    const { user } = setup({ status: 400, body: { Message: 'Ungültige Eingabe.', Errors: [{ Field: 'Name', Message: 'Der Name ist zu lang.' }] } });
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Die Änderungen konnten nicht gespeichert werden. Ungültige Eingabe. Der Name ist zu lang.')).toBeInTheDocument();
  });

  it('Verwerfen restores the last saved state', async () => {
    const { user } = setup();
    await user.type(layerName(), ' neu');
    await user.click(panel().getByRole('button', { name: 'Frage 1 löschen' }));
    await user.click(panel().getByRole('button', { name: 'Verwerfen' }));
    expect(layerName()).toHaveValue('Gewässer');
    expect(panel().getAllByRole('listitem', { name: /^Frage \d/ })).toHaveLength(2);
    expect(panel().queryByText(/Es gibt ungespeicherte Änderungen\./)).not.toBeInTheDocument();
  });

  it('removes the schema after asking; saved as an empty schema', async () => {
    const { user, puts } = setup();
    await user.click(panel().getByRole('button', { name: 'Fragebogen entfernen' }));
    const dialog = screen.getByRole('dialog', { name: 'Fragebogen entfernen' });
    expect(dialog).toHaveTextContent('Wollen Sie wirklich den Fragebogen der Karte Gewässer entfernen?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(panel().getByText('Diese Karte hat noch keinen Fragebogen.')).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Fragebogen anlegen' }));
    expect(panel().getByText('Der Fragebogen hat noch keine Fragen.')).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.Schema).toEqual({ Schema: [], Categories: layer().Schema.Categories });
  });

  it('removes the categories after asking, and the conditions on them', async () => {
    const { user, puts } = setup();
    await user.click(panel().getByRole('button', { name: 'Kategorien entfernen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Kategorien entfernen' })).getByRole('button', { name: 'OK' }));
    expect(panel().getByText('Diese Karte hat keine Kategorien.')).toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.Schema.Categories).toEqual([]);
    expect(puts()[0]!.Schema.Schema.map((v) => v.CategoryCondition)).toEqual(['', '']);
  });

  it('has no category editor in the layer manager, and keeps the categories there', async () => {
    const { user, puts } = setup(undefined, false);
    expect(panel().queryByRole('button', { name: /Kategorien/ })).not.toBeInTheDocument();
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.Schema.Categories).toEqual(layer().Schema.Categories);
  });

  it('edits the statuses: a new one gets a key from its label, a moved one changes the order (docs/product.md §16.1)', async () => {
    const { user, puts } = setup();
    await user.click(panel().getByRole('button', { name: 'Status hinzufügen' }));
    await user.type(panel().getByLabelText('Bezeichnung von Status 6'), 'Zurückgestellt');
    await user.click(panel().getByLabelText('„Zurückgestellt“ schließt den Eintrag ab'));
    await user.click(panel().getByRole('button', { name: '„Abgelehnt“ nach unten' }));
    await user.click(panel().getByRole('button', { name: '„In Prüfung“ entfernen' }));
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]!.Statuses!.map((st) => [st.Key, st.Label, st.Closed])).toEqual([
      ['neu', 'Neu', false], ['bearbeitung', 'In Bearbeitung', false], ['umgesetzt', 'Umgesetzt', true],
      ['zurueckgestellt', 'Zurückgestellt', true], ['abgelehnt', 'Abgelehnt', true],
    ]);
  });

  it('blocks saving a status without a label', async () => {
    const { user, puts } = setup();
    await user.click(panel().getByRole('button', { name: 'Status hinzufügen' }));
    await user.click(panel().getByRole('button', { name: 'Speichern' }));
    expect(await panel().findByText('Jede Bezeichnung eines Status braucht Text.')).toBeVisible();
    expect(puts()).toEqual([]);
  });

  it('deletes the layer after asking (docs/product.md §8)', async () => {
    const calls = stubApi({ [`DELETE /gis/layer/${L1}`]: { status: 200, body: { Message: 'ok' } } });
    const onDeleted = vi.fn();
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><LayerEditor layer={layer()} withCategories allowGeolocation={false} onDeleted={onDeleted} /></>);
    await user.click(panel().getByRole('button', { name: 'Löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Karte löschen' });
    expect(dialog).toHaveTextContent('Wollen Sie wirklich die Karte Gewässer löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByText('Die Karte wurde erfolgreich gelöscht.')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalled();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE /gis/layer/${L1}`]);
  });
});
