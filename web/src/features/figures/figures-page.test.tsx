import type { UserInfo, WorkspaceFigures } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { workspaceOf } from '../../test/workspace-fixtures';
import { FiguresPage } from './figures-page';

const MANAGER: UserInfo = { LoggedIn: true, Name: 'Frau Amt', Permissions: [] };
const FIGURES: WorkspaceFigures = {
  From: '2026-03-01', To: '2026-03-20', Now: '2026-03-20T10:00:00.000Z', Deadlines: { FirstResponseDays: 2, CompletionDays: null },
  Entries: 4, ByWeek: [{ Week: '2026-02-23', Count: 0 }, { Week: '2026-03-02', Count: 2 }, { Week: '2026-03-09', Count: 1 }, { Week: '2026-03-16', Count: 1 }],
  WeeksCut: false, MedianFirstResponseDays: 3, MedianCompletionDays: 8.5, MedianSample: { FirstResponse: 3, Completion: 2 },
  Answered: 3, Completed: 2, ShareAnswered: 0.75, Overdue: { Antwort: 1, Erledigung: 0 },
  ByStatus: [{ Layer: 'L1', LayerName: 'Mängel', Status: 'neu', Label: 'Neu', Closed: false, Count: 1 }, { Layer: 'L1', LayerName: 'Mängel', Status: 'umgesetzt', Label: 'Umgesetzt', Closed: true, Count: 3 }],
};

afterEach(() => vi.unstubAllGlobals());

function render(answer: { status: number; body: unknown }) {
  stubApi({
    'GET /auth/info': { status: 200, body: MANAGER },
    'GET /gis/workspace/W1': { status: 200, body: workspaceOf({ ID: 'W1', Name: 'Radwege' }) },
    'GET /gis/workspace/W1/figures': answer,
  });
  renderRoutes([{ path: '/kennzahlen/:workspaceId', element: <FiguresPage /> }], '/kennzahlen/W1');
}

describe('the figures of a project (docs/product.md §16.11)', () => {
  it('shows the figures in the table „Bearbeitung“ and every chart with its table of numbers', async () => {
    render({ status: 200, body: FIGURES });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kennzahlen: Radwege' })).toBeInTheDocument();
    const processing = within(await screen.findByRole('region', { name: 'Bearbeitung' }));
    expect(processing.getByText('Einträge vom 1. März 2026 bis 20. März 2026. Fristen: erste Antwort in 2 Tagen, Erledigung keine.')).toBeInTheDocument();
    const value = (name: string) => processing.getByRole('row', { name: new RegExp(`^${name}`) }).querySelector('td')!.textContent;
    expect(value('Einträge im Zeitraum')).toBe('4');
    expect(value('Beantwortet')).toBe('3 (75 %)');
    expect(value('Erledigt')).toBe('2');
    expect(value('Median bis zur ersten Antwort')).toBe('3 Tage (aus 3 Einträgen)');
    expect(value('Median bis zur Erledigung')).toBe('8,5 Tage (aus 2 Einträgen)');
    expect(value('Überfällig: Antwort')).toBe('1');
    expect(value('Überfällig: Erledigung')).toBe('keine Frist gesetzt');
    const weeks = within(screen.getByRole('region', { name: 'Einträge je Woche' }));
    expect(await weeks.findByRole('img', { name: 'Einträge je Woche' })).toBeInTheDocument();
    expect(weeks.getAllByRole('row').map((r) => r.textContent)).toEqual(['Woche abAnzahl', '23. Februar 20260', '2. März 20262', '9. März 20261', '16. März 20261']);
    const status = within(screen.getByRole('region', { name: 'Einträge nach Status' }));
    expect(status.getAllByRole('row').map((r) => r.textContent)).toContain('Mängel: Umgesetzt (abgeschlossen)375 %');
  });

  it('says why when the server refuses', async () => {
    render({ status: 403, body: { Message: 'Sie haben keine Berechtigung für diese Aktion.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Kennzahlen dieses Projekts stehen nur seinem Team offen.');
  });
});
