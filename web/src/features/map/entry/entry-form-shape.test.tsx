import { centreOfGeometry, type EntryShape } from '@mitmachkarte/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../../i18n/de/map';
import * as deEdit from '../../../i18n/de/edit-entry';
import { showAlert } from '../../../lib/alerts';
import { renderOne } from '../../../test/render';
import { EntryForm } from './entry-form';
import { layer, postedPoints, stubFetch } from '../test-fixtures';

vi.mock('../../../lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/alerts')>()),
  showAlert: vi.fn(),
}));

/** The form of a line or an area (docs/product.md §25.1): what was drawn, its measure, and the
 *  shape sent as Geometry with its centre as the position, checked before sending. */

const LINE: EntryShape = { type: 'LineString', coordinates: [[9.48, 51.31], [9.49, 51.31]] };
// A bow tie: its edges cross.
const CROSSING: EntryShape = { type: 'Polygon', coordinates: [[[9.48, 51.31], [9.49, 51.32], [9.49, 51.31], [9.48, 51.32], [9.48, 51.31]]] };
const warnings = () => vi.mocked(showAlert).mock.calls.filter(([type]) => type === 'warning').map(([, message]) => message);

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showAlert).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

function renderShapeForm(entryKind: 'line' | 'polygon', shape: EntryShape | undefined) {
  const onRedraw = vi.fn();
  const onSaved = vi.fn();
  renderOne(<EntryForm layer={{ ...layer([]), Geometries: ['line', 'polygon'] }} category={undefined} marker={undefined}
    entryKind={entryKind} shape={shape} onRedraw={onRedraw} onSaved={onSaved} onDiscard={vi.fn()} />);
  return { onRedraw, onSaved, user: userEvent.setup() };
}

describe('EntryForm of a line or an area', () => {
  it('names the drawn line with its length and sends it as Geometry at its centre', async () => {
    const { user, onSaved } = renderShapeForm('line', LINE);
    // 0.01° of longitude at 51.31° N is about 695 m.
    expect(screen.getByRole('status')).toHaveTextContent(/^Linie gezeichnet · Länge: 69\d m$/);
    await user.click(screen.getByRole('button', { name: de.map.save }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const centre = centreOfGeometry(LINE);
    expect(postedPoints(fetchMock)).toEqual([expect.objectContaining({ Geometry: LINE, Latitude: centre.Latitude, Longitude: centre.Longitude })]);
  });

  it('refuses a crossing area in German before sending, and offers „Form ändern“', async () => {
    const { user, onRedraw } = renderShapeForm('polygon', CROSSING);
    await user.click(screen.getByRole('button', { name: de.map.save }));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toMatch(/kreuz|berühr/i);
    expect(screen.getByRole('alert')).toHaveTextContent(warnings()[0]!);
    expect(postedPoints(fetchMock)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Form ändern' }));
    expect(onRedraw).toHaveBeenCalled();
  });

  it('shows the server\'s refusal at `Geometry` under the shape, once in the alert, and keeps the form', async () => {
    const outside = 'Alle Ecken müssen innerhalb des Projektgebiets liegen, das auf der Karte umrandet ist.';
    fetchMock = stubFetch(() => ({ Message: outside, Errors: [{ Field: 'Geometry', Message: outside }] }), 400);
    const { user, onSaved } = renderShapeForm('line', LINE);
    await user.click(screen.getByRole('button', { name: de.map.save }));
    await waitFor(() => expect(warnings()).toEqual([`${deEdit.editEntry.saveFailed} ${outside}`]));
    expect(screen.getByRole('alert')).toHaveTextContent(outside);
    expect(screen.getByRole('status')).toHaveTextContent(/^Linie gezeichnet/);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('without a shape asks for the drawing instead of sending', async () => {
    const { user, onRedraw } = renderShapeForm('polygon', undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Bitte zeichnen Sie die Linie oder Fläche auf der Karte.');
    await user.click(screen.getByRole('button', { name: de.map.save }));
    expect(onRedraw).toHaveBeenCalled();
    expect(postedPoints(fetchMock)).toEqual([]);
  });
});
