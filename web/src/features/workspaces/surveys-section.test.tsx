import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { SurveysSection } from './surveys-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const LIST = `/gis/workspace/${WS}/surveys`;
const made = {
  Id: '01900000-0000-7000-8000-0000000000c3', Workspace: WS, Title: 'Neue Mitte', Description: '', DescriptionHtml: '', ThankYou: '', Questions: [],
  Audience: 'anyone', OncePer: 'device', OpensAt: null, ClosesAt: null, Published: true, State: 'open', CanEdit: true, Answered: false, AnswerCount: 0, Now: { Phase: null, Answer: true },
  CreatedAt: '2026-12-01T10:00:00.000Z', UpdatedAt: '2026-12-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('SurveysSection (docs/product.md §25.2)', () => {
  it('builds a survey with a matrix, a page break and a ranking, and lists it', async () => {
    let listed: unknown[] = [];
    const calls = stubApi({
      [`GET ${LIST}`]: () => ({ status: 200, body: listed }),
      [`POST ${LIST}`]: () => { listed = [made]; return { status: 200, body: made }; },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><SurveysSection workspaceId={WS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Umfragen' }));
    expect(await section.findByText('Noch keine Umfragen.')).toBeInTheDocument();
    await user.click(section.getByRole('button', { name: 'Neue Umfrage' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Neue Umfrage' }));
    await user.type(dialog.getByLabelText('Titel'), 'Neue Mitte');
    const add = async (kind: string) => {
      await user.selectOptions(dialog.getByLabelText('Art der neuen Frage'), kind);
      await user.click(dialog.getByRole('button', { name: 'Frage hinzufügen' }));
    };
    await add('Matrix (Skala je Zeile)');
    const matrix = within(dialog.getByRole('group', { name: 'Frage 1: Matrix (Skala je Zeile)' }));
    await user.type(matrix.getByLabelText('Frage'), 'Wie sehen Sie den Platz?');
    await user.type(matrix.getByLabelText('Zeilen der Matrix (eine je Zeile)'), 'Mehr Grün');
    await user.type(matrix.getByLabelText('Stufen der Skala (eine je Zeile, von links nach rechts)'), 'ja{Enter}nein');
    await add('Seitenumbruch');
    await add('Rangfolge');
    const ranking = within(dialog.getByRole('group', { name: 'Frage 3: Rangfolge' }));
    await user.type(ranking.getByLabelText('Frage'), 'Was zuerst?');
    await user.type(ranking.getByLabelText('Antwortmöglichkeiten (eine je Zeile)'), 'Bänke{Enter}Bäume');
    await user.click(dialog.getByRole('button', { name: 'Frage 3 nach oben' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Veröffentlicht (sonst sieht sie nur das Team)' }));
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Umfrage wurde gespeichert.')).toBeInTheDocument();
    const body = calls.find((c) => c.method === 'POST')!.body as { Title: string; Published: boolean; Questions: { Key: string; Kind: string; Options: unknown[]; Rows: unknown[]; Scale: unknown[] }[] };
    expect(body.Title).toBe('Neue Mitte');
    expect(body.Published).toBe(true);
    expect(body.Questions.map((q) => [q.Key, q.Kind])).toEqual([['f1', 'matrix'], ['f3', 'ranking'], ['f2', 'pagebreak']]);
    expect(body.Questions[0]!.Rows).toEqual([{ Key: 'mehr_gruen', Label: 'Mehr Grün' }]);
    expect(body.Questions[0]!.Scale).toEqual([{ Key: 'ja', Label: 'ja' }, { Key: 'nein', Label: 'nein' }]);
    expect(body.Questions[1]!.Options).toEqual([{ Key: 'baenke', Label: 'Bänke' }, { Key: 'baeume', Label: 'Bäume' }]);
    const item = within(await section.findByRole('listitem'));
    expect(item.getByText('Läuft')).toBeInTheDocument();
    expect(item.getByRole('link', { name: 'Ergebnisse der Umfrage „Neue Mitte“' })).toHaveAttribute('href', `/projekt/${WS}/umfragen/${made.Id}/ergebnisse`);
  });
});
