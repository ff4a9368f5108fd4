import type { Point } from '@mitmachkarte/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../../i18n/de/map';
import { showAlert } from '../../../lib/alerts';
import { stubApi, type StubAnswer } from '../../../test/api-stub';
import { category } from '../../../test/schema-fixtures';
import { renderOne } from '../../../test/render';
import { EntryForm } from './entry-form';
import { layer, point, variable } from '../test-fixtures';

vi.mock('../../../lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/alerts')>()),
  showAlert: vi.fn(),
}));

/** Edit mode of the entry form (docs/product.md §16.5, §16.6): the stored answers fill the form and
 *  Speichern sends PUT /gis/point/{id}. */

const CATEGORIES = [category('Klar', 'Klares Wasser'), category('Trueb', 'Trübes Wasser')];
const LAYER = layer([
  variable({ Name: 'Name', DataType: 'text', Question: 'Name des Gewässers', Optional: true }),
  variable({ Name: 'Tiefe', DataType: 'number', Question: 'Tiefe in Metern' }),
  variable({ Name: 'Ufer', DataType: 'multiple', Question: 'Ufer', Options: [{ Key: 'wiese', Label: 'Wiese' }, { Key: 'mauer', Label: 'Mauer' }] }),
  variable({ Name: 'Typ', DataType: 'single', Question: 'Typ', Options: [{ Key: 'bach', Label: 'Bach' }, { Key: 'see', Label: 'See' }] }),
  variable({ Name: 'Geruch', DataType: 'boolean', Question: 'Riecht es?' }),
  variable({ Name: 'Beschreibung', DataType: 'text_multi', Question: 'Beschreibung', MissingMsg: 'Bitte beschreiben Sie es.' }),
], CATEGORIES);
const STORED: Point = {
  ...point(7, {
    category: { DataType: 'category', Value: 'Trueb' },
    Name: { DataType: 'text', Value: 'Fulda' },
    Tiefe: { DataType: 'number', Value: 3.5 },
    Ufer: { DataType: 'multiple', Value: ['mauer'] },
    Typ: { DataType: 'single', Value: 'bach' },
    Geruch: { DataType: 'boolean', Value: true },
    Beschreibung: { DataType: 'text_multi', Value: 'Braun' },
    Entfernt: { DataType: 'text', Value: 'Antwort auf eine gestrichene Frage' },
  }),
  Altitude: 120, CanChange: true,
};
const MOVED = { lat: 51.32, lng: 9.48 };
const PUT = `PUT /gis/point/${STORED.ID}`;

function renderEdit(answer: StubAnswer | ((body: unknown) => StubAnswer) = (body) => ({ status: 200, body: { ...STORED, ...(body as object) } })) {
  const calls = stubApi({ [PUT]: answer });
  const onSaved = vi.fn();
  renderOne(<EntryForm layer={LAYER} category={CATEGORIES[1]} marker={MOVED} point={STORED} onChangeCategory={vi.fn()}
    onSaved={onSaved} onDiscard={vi.fn()} />);
  return { calls, onSaved, user: userEvent.setup() };
}

beforeEach(() => vi.mocked(showAlert).mockClear());
afterEach(() => vi.unstubAllGlobals());

describe('EntryForm in edit mode', () => {
  it('shows the stored answers, the category in its heading and „Kategorie ändern“', () => {
    renderEdit();
    expect(screen.getByRole('heading', { name: 'Eintrag bearbeiten: Trübes Wasser' })).toHaveFocus();
    expect(screen.getByRole('button', { name: de.editEntry.changeCategory })).toBeVisible();
    expect(screen.getByLabelText(/Name des Gewässers/)).toHaveValue('Fulda');
    expect(screen.getByLabelText('Tiefe in Metern')).toHaveValue(3.5);
    expect(screen.getByLabelText('Mauer')).toBeChecked();
    expect(screen.getByLabelText('Wiese')).not.toBeChecked();
    expect(screen.getByLabelText('Bach')).toBeChecked();
    expect(screen.getByLabelText('Riecht es?')).toBeChecked();
    expect(screen.getByLabelText(/Beschreibung/)).toHaveValue('Braun');
    expect(screen.getByRole('status')).toHaveTextContent(de.editEntry.markerHint);
  });

  it('sends PUT with the marker, the altitude, the non-empty answers and the answers the form cannot show', async () => {
    const { calls, onSaved, user } = renderEdit();
    await user.clear(screen.getByLabelText(/Name des Gewässers/));
    await user.clear(screen.getByLabelText(/Beschreibung/));
    await user.type(screen.getByLabelText(/Beschreibung/), 'Trüb und schaumig');
    await user.click(screen.getByLabelText('Wiese'));
    await user.click(screen.getByRole('button', { name: de.map.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.map((c) => c.body)).toEqual([{
      Latitude: MOVED.lat, Longitude: MOVED.lng, Altitude: 120,
      Attributes: {
        Entfernt: STORED.Attributes.Entfernt,
        Tiefe: { DataType: 'number', Value: 3.5 },
        Ufer: { DataType: 'multiple', Value: ['mauer', 'wiese'] },
        Typ: { DataType: 'single', Value: 'bach' },
        Geruch: { DataType: 'boolean', Value: true },
        Beschreibung: { DataType: 'text_multi', Value: 'Trüb und schaumig' },
        category: { DataType: 'category', Value: 'Trueb' },
      },
    }]);
    expect(showAlert).toHaveBeenCalledWith('success', de.editEntry.saved);
  });

  it('says that the change waits for approval when the server answers so (pre-moderation, docs/product.md §16.3)', async () => {
    const { onSaved, user } = renderEdit((body) => ({ status: 200, body: { ...STORED, ...(body as object), Moderation: { State: 'pending', Reason: '' } } }));
    await user.type(screen.getByLabelText(/Beschreibung/), ', neu');
    await user.click(screen.getByRole('button', { name: de.map.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(showAlert).toHaveBeenCalledWith('success', 'Eintrag gespeichert. Die Änderung wird erst nach Prüfung durch das Projektteam veröffentlicht.');
  });

  it('on a refusal shows the server\'s message and keeps the answers', async () => {
    const message = 'Ihr Eintrag hat schon den Status „In Prüfung“ und lässt sich nicht mehr ändern. Zurückziehen können Sie ihn weiterhin.';
    const { onSaved, user } = renderEdit({ status: 403, body: { Message: message } });
    await user.type(screen.getByLabelText(/Beschreibung/), ', neu');
    await user.click(screen.getByRole('button', { name: de.map.save }));
    await waitFor(() => expect(showAlert).toHaveBeenCalledWith('warning', `${de.editEntry.saveFailed} ${message}`));
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/Beschreibung/)).toHaveValue('Braun, neu');
  });

  it('checks a required answer that the change empties, and sends nothing', async () => {
    const { calls, user } = renderEdit();
    await user.clear(screen.getByLabelText(/Beschreibung/));
    await user.click(screen.getByRole('button', { name: de.map.save }));
    expect(showAlert).toHaveBeenCalledWith('warning', 'Bitte beschreiben Sie es.');
    expect(screen.getByLabelText(/Beschreibung/)).toHaveFocus();
    expect(calls).toEqual([]);
  });
});
