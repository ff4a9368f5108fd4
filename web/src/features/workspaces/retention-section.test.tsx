import type { ProjectRetention } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { RetentionSection, retentionState } from './retention-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const OPEN: ProjectRetention = { Mode: 'organisation', Months: null, Photos: 'organisation', Organisation: { Months: 12, DeletePhotos: false }, ClosedAt: null, DueAt: null, CanEdit: true };

afterEach(() => vi.unstubAllGlobals());

describe('retentionState (docs/product.md §17.8)', () => {
  it('says whether the project is open, when it is anonymised, or that it never is', () => {
    const now = new Date('2027-06-01T12:00:00Z');
    expect(retentionState(OPEN, now)).toBe('Das Projekt ist noch offen. Die Frist beginnt mit seinem Abschluss.');
    const closed = { ...OPEN, ClosedAt: '2027-03-31T22:30:00Z', DueAt: '2028-03-31T22:30:00Z' };
    // Days in Berlin's calendar: 22:30 UTC is already the next day there.
    expect(retentionState(closed, now)).toBe('Abgeschlossen am 1. April 2027. Die Beiträge werden am 1. April 2028 anonymisiert.');
    expect(retentionState(closed, new Date('2028-05-01T00:00:00Z'))).toBe('Abgeschlossen am 1. April 2027. Die Frist ist am 1. April 2028 abgelaufen; die Beiträge werden anonymisiert.');
    expect(retentionState({ ...closed, Mode: 'off', DueAt: null }, now)).toBe('Abgeschlossen am 1. April 2027. Die Beiträge dieses Projekts werden nicht anonymisiert.');
  });
});

describe('RetentionSection', () => {
  it('offers the organisation\'s period, an own one and none, checks the months and saves the choice', async () => {
    const calls = stubApi({
      [`GET /gis/workspace/${WS}/retention`]: { status: 200, body: OPEN },
      [`PUT /gis/workspace/${WS}/retention`]: (body) => ({ status: 200, body: { ...OPEN, ...(body as object) } }),
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><RetentionSection workspaceId={WS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Aufbewahrung und Anonymisierung' }));
    const period = within(await section.findByRole('group', { name: 'Frist nach dem Abschluss' }));
    expect(period.getByRole('radio', { name: 'Wie die Organisation: 12 Monate nach dem Abschluss' })).toBeChecked();
    await user.click(period.getByRole('radio', { name: 'Eigene Frist' }));
    const months = period.getByRole('spinbutton', { name: 'Monate nach dem Abschluss' });
    await user.clear(months);
    await user.type(months, '0');
    await user.click(section.getByRole('button', { name: 'Speichern' }));
    expect(months).toHaveAccessibleDescription('Bitte geben Sie eine ganze Zahl von Monaten zwischen 1 und 240 an.');
    expect(months).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await user.clear(months);
    await user.type(months, '36');
    await user.selectOptions(section.getByRole('combobox', { name: 'Veröffentlichte Fotos bei der Anonymisierung' }), 'Löschen');
    await user.click(section.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Aufbewahrung wurde gespeichert.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ Mode: 'months', Months: 36, Photos: 'delete' }]);
    await user.click(period.getByRole('radio', { name: 'Nie anonymisieren – das Projekt muss archiviert werden' }));
    expect(period.queryByRole('spinbutton')).toBeNull();
  });

  it('shows the choice without a way to change it where the server says CanEdit false', async () => {
    stubApi({ [`GET /gis/workspace/${WS}/retention`]: { status: 200, body: { ...OPEN, CanEdit: false } } });
    renderOne(<RetentionSection workspaceId={WS} />);
    const section = within(await screen.findByRole('region', { name: 'Aufbewahrung und Anonymisierung' }));
    expect(await section.findByRole('radio', { name: /Wie die Organisation/ })).toBeDisabled();
    expect(section.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });
});
