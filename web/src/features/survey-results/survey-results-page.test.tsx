import type { SurveyResults, UserInfo } from '@mitmachkarte/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { surveyCsv } from './survey-csv';
import { SurveyResultsPage } from './survey-results-page';

const ADMIN: UserInfo = { LoggedIn: true, Name: 'Admin', Permissions: ['admin'] };

const RESULTS: SurveyResults = {
  Total: 8,
  Usage: {
    nutzung_schueler_student: 2, nutzung_arbeitnehmer: 5, nutzung_gewerbetreibender: 0, nutzung_freizeitangelegenheit: 6,
    nutzung_anbindung_umland: 1, nutzung_anwohner: 3, nutzung_einkaufen: 4,
  },
  Interessensgruppe: { anlieger_bewohner: 3, buerger_stadt: 4, buerger_land: 1 },
  Altersgruppe: { alter_kleinergleich_20: 1, alter_21_35: 3, alter_36_50: 2, alter_51_65: 2, alter_gr_65: 0 },
};

function renderResults(answer: StubAnswer, info: UserInfo = ADMIN) {
  stubApi({ 'GET /auth/info': { status: 200, body: info }, 'GET /survey/results': answer });
  return renderRoutes([{ path: '/admin/umfrage', element: <SurveyResultsPage /> }], '/admin/umfrage');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('survey results (docs/product.md §18.3)', () => {
  it('shows the total, a chart and a table per question under the survey’s labels', async () => {
    renderResults({ status: 200, body: RESULTS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Umfrage: Ergebnisse' })).toBeInTheDocument();
    expect(await screen.findByText('Antworten insgesamt:')).toBeInTheDocument();
    expect(document.querySelector('[data-figure="total"]')).toHaveTextContent(/^8$/);

    const usage = screen.getByRole('region', { name: 'Wofür nutzen Sie die Straßenbahn?' });
    expect(await within(usage).findByRole('img', { name: 'Wofür nutzen Sie die Straßenbahn?' })).toBeInTheDocument();
    const rows = within(within(usage).getByRole('table')).getAllByRole('row').map((r) => [...r.children].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Antwort', 'Anzahl', 'Anteil'],
      ['Schule/Studium', '2', '25 %'], ['Arbeit', '5', '62,5 %'], ['als Gewerbetreibende/r', '0', '0 %'], ['Freizeit', '6', '75 %'],
      ['Anbindung an das Umland', '1', '12,5 %'], ['als Anwohner/in', '3', '37,5 %'], ['Einkaufen', '4', '50 %'],
    ]);
    const age = screen.getByRole('region', { name: 'Altersgruppe' });
    expect(within(within(age).getByRole('table')).getAllByRole('row')[5]?.textContent).toBe('über 6500 %');
    expect(within(age).getByText('Anzahl: 21–35 3; 36–50 2; 51–65 2; bis 20 1; über 65 0.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Interessensgruppe' })).toHaveTextContent('Bürger/in aus dem Umland');
  });

  it('downloads the numbers as CSV built in the browser', async () => {
    const created: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (b: Blob) => { created.push(b); return 'blob:csv'; }, revokeObjectURL: () => {} }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderResults({ status: 200, body: RESULTS });
    await screen.findByText('Antworten insgesamt:');
    fireEvent.click(screen.getByRole('button', { name: 'CSV herunterladen' }));
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = await new Promise<Uint8Array>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.readAsArrayBuffer(created[0]!);
    });
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    click.mockRestore();
  });

  it('says so when the results cannot be loaded', async () => {
    renderResults({ status: 403, body: { Message: 'Keine Berechtigung.' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Ergebnisse der Umfrage konnten nicht geladen werden. Keine Berechtigung.');
  });
});

describe('surveyCsv', () => {
  it('writes German Excel’s CSV: BOM, semicolons, CRLF, labels, counts, shares, the total', () => {
    const csv = surveyCsv(RESULTS);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('Frage;Antwort;Anzahl;Anteil');
    expect(lines[1]).toBe('Wofür nutzen Sie die Straßenbahn?;Schule/Studium;2;25 %');
    expect(lines).toContain('Interessensgruppe;Bürger/in der Stadt;4;50 %');
    expect(lines).toContain('Altersgruppe;über 65;0;0 %');
    expect(lines.at(-2)).toBe('Antworten insgesamt;;8;');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(1 + 7 + 3 + 5 + 1 + 1);
  });

  it('counts an answer nobody gave as 0, and a share of no answer sets as „–“', () => {
    const partial = { ...RESULTS, Total: 0, Usage: {} } as unknown as SurveyResults;
    const csv = surveyCsv(partial);
    expect(csv).toContain('Wofür nutzen Sie die Straßenbahn?;Arbeit;0;–');
  });
});
