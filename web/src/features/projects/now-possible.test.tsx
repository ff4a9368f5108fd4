import { DEFAULT_STATUSES, type Layer } from '@mitmachkarte/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { workspaceOf } from '../../test/workspace-fixtures';
import { ProjectPage } from './project-page';

/** The project page says per map what is possible now, from the server's flags (Layer.Now,
 *  docs/product.md §25.4), and offers no „Mitmachen“ where no map takes new entries. */
const layer = (WS: string, ID: string, Name: string, Now: Layer['Now'], CanAddPoints: boolean): Layer => ({
  ID, Name, Public: true, Editable: true, Attributes: {}, Workspace: WS, Schema: { Schema: [], Categories: [] },
  Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [], CanAddPoints, Now,
});
const phases = [{ Title: 'Auswertung', Start: '2000-01-01', End: '2999-12-31' }];

function stub(WS: string, layers: Layer[], surveys: unknown[] = []) {
  stubApi({
    [`GET /gis/workspace/${WS}/surveys`]: { status: 200, body: surveys },
    'GET /auth/info': { status: 200, body: { LoggedIn: false, Permissions: [] } },
    [`GET /gis/workspace/${WS}`]: { status: 200, body: workspaceOf({ ID: WS, Name: 'Radverkehr', Public: true, Editable: true, Phases: phases }) },
    [`GET /gis/layers/${WS}`]: { status: 200, body: layers },
  });
}
const routes = [{ path: '/projekt/:id', element: <ProjectPage /> }];

describe('„Jetzt möglich“ on the project page', () => {
  it('names the current phase and what each map allows, without what the phase switched off', async () => {
    const WS = '01900000-0000-7000-8000-0000000000b7';
    stub(WS, [
      layer(WS, '01900000-0000-7000-8000-0000000000c7', 'Radwege', { Phase: 'Auswertung', Contribute: false, Comment: true, Vote: false }, false),
      layer(WS, '01900000-0000-7000-8000-0000000000c8', 'Abstellanlagen', { Phase: null, Contribute: true, Comment: true, Vote: true }, true),
    ]);
    renderRoutes(routes, `/projekt/${WS}`);
    expect(await screen.findByText('Jetzt möglich: Ansehen, Kommentieren')).toBeInTheDocument();
    expect(screen.getByText('Jetzt möglich: Ansehen, Beitragen, Kommentieren, Abstimmen')).toBeInTheDocument();
    expect(screen.getByText('Aktuelle Phase: Auswertung')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mitmachen' })).toBeInTheDocument();
  });

  it('offers no „Mitmachen“ when no map takes new entries now', async () => {
    const WS = '01900000-0000-7000-8000-0000000000b8';
    stub(WS, [layer(WS, '01900000-0000-7000-8000-0000000000c9', 'Radwege', { Phase: 'Auswertung', Contribute: false, Comment: false, Vote: false }, false)]);
    renderRoutes(routes, `/projekt/${WS}`);
    expect(await screen.findByText('Jetzt möglich: Ansehen')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mitmachen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Karte ansehen' })).toBeInTheDocument();
  });

  it('says per survey whether it takes answers now, from State and Now', async () => {
    const WS = '01900000-0000-7000-8000-0000000000b9';
    const survey = (Id: string, Title: string, State: string, Now: { Phase: string | null; Answer: boolean }) => ({
      Id, Workspace: WS, Title, Description: '', DescriptionHtml: '', ThankYou: '', Questions: [], Audience: 'anyone', OncePer: 'device',
      OpensAt: null, ClosesAt: null, Published: true, State, CanEdit: false, Answered: false, AnswerCount: null, Now, CreatedAt: '2030-01-01T00:00:00.000Z', UpdatedAt: '2030-01-01T00:00:00.000Z',
    });
    stub(WS, [], [
      survey('01900000-0000-7000-8000-0000000000d1', 'Neue Mitte', 'open', { Phase: 'Auswertung', Answer: false }),
      survey('01900000-0000-7000-8000-0000000000d2', 'Spielplatz', 'open', { Phase: null, Answer: true }),
    ]);
    renderRoutes(routes, `/projekt/${WS}`);
    const first = await screen.findByText('Umfrage „Neue Mitte“');
    expect(first.parentElement).toHaveTextContent('Umfrage „Neue Mitte“: Jetzt möglich: Ansehen');
    expect(first.parentElement).not.toHaveTextContent('Antworten');
    expect(screen.getByText('Umfrage „Spielplatz“').parentElement).toHaveTextContent('Umfrage „Spielplatz“: Jetzt möglich: Ansehen, Antworten');
  });
});
