import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { DeadlinesSection } from './deadlines-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const URL = `/gis/workspace/${WS}/deadlines`;

afterEach(() => vi.unstubAllGlobals());

describe('DeadlinesSection (docs/product.md §16.11)', () => {
  it('shows the project\'s targets, refuses a bad number on the spot and saves new ones', async () => {
    const calls = stubApi({
      [`GET ${URL}`]: { status: 200, body: { FirstResponseDays: 3, CompletionDays: null } },
      [`PUT ${URL}`]: (body) => ({ status: 200, body }),
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><DeadlinesSection workspaceId={WS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Fristen' }));
    const first = await section.findByRole('textbox', { name: 'Erste Antwort innerhalb von … Tagen' });
    const done = section.getByRole('textbox', { name: 'Erledigt innerhalb von … Tagen' });
    expect(first).toHaveValue('3');
    expect(done).toHaveValue('');
    expect(section.getByRole('link', { name: 'Kennzahlen des Projekts' })).toHaveAttribute('href', `/kennzahlen/${WS}`);
    await user.clear(first);
    await user.type(first, '400');
    await user.click(section.getByRole('button', { name: 'Fristen speichern' }));
    expect(await section.findByText('Bitte eine ganze Zahl von 1 bis 365 eingeben, oder das Feld leer lassen.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(first);
    await user.type(first, '5');
    await user.type(done, '30');
    await user.click(section.getByRole('button', { name: 'Fristen speichern' }));
    expect(await screen.findByText('Die Fristen wurden gespeichert.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: URL, body: { FirstResponseDays: 5, CompletionDays: 30 } }]);
  });
});
