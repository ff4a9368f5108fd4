import type { Phase } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOne } from '../../test/render';
import { ProjectPageEditor, type ProjectPage } from './project-page-editor';
import { withSurveySwitch, withSwitch } from './phase-switches';

/** Per phase a table of the project's maps × Ansehen, Beitragen, Kommentieren, Abstimmen (docs/product.md §25.4). */
const LAYERS = [{ ID: 'karte-1', Name: 'Radwege' }, { ID: 'karte-2', Name: 'Spielplätze' }];

describe('the switches of a phase', () => {
  it('shows a labelled checkbox per map and act, all on where the phase stores none, and stores only maps with something off', async () => {
    let last: ProjectPage | undefined;
    function Host() {
      const [value, setValue] = useState<ProjectPage>({
        Description: '', Closed: false, ImageID: null, ImageAlt: '', Phases: [{ Title: 'Auswertung', Start: '2030-05-01', End: '2030-05-31' }],
      });
      return <ProjectPageEditor value={value} layers={LAYERS} onChange={(v) => { last = v; setValue(v); }} />;
    }
    renderOne(<Host />);
    const user = userEvent.setup();
    const table = within(screen.getByRole('table', { name: 'Was ist in der Phase „Auswertung“ möglich? Das Team des Projekts ist nicht gebunden.' }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Karte', 'Ansehen', 'Beitragen', 'Kommentieren', 'Abstimmen']);
    expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Radwege', 'Spielplätze']);
    expect(table.getAllByRole('checkbox')).toHaveLength(8);
    for (const box of table.getAllByRole('checkbox')) expect(box).toBeChecked();
    const contribute = table.getByRole('checkbox', { name: 'Beitragen in der Karte „Radwege“' });
    await user.click(contribute);
    expect(contribute).not.toBeChecked();
    expect(last!.Phases[0]!.Switches).toEqual([{ Target: 'layer', ID: 'karte-1', View: true, Contribute: false, Comment: true, Vote: true }]);
    // Keyboard: Space switches it on again, and a map with everything on is left out.
    contribute.focus();
    await user.keyboard(' ');
    expect(contribute).toBeChecked();
    expect(last!.Phases[0]!.Switches).toEqual([]);
  });

  it('shows a table of the project\'s surveys × Ansehen, Antworten under the maps\' and stores only surveys with something off', async () => {
    let last: ProjectPage | undefined;
    function Host() {
      const [value, setValue] = useState<ProjectPage>({
        Description: '', Closed: false, ImageID: null, ImageAlt: '', Phases: [{ Title: 'Auswertung', Start: '2030-05-01', End: '2030-05-31' }],
      });
      return <ProjectPageEditor value={value} layers={LAYERS} surveys={[{ Id: 'umfrage-1', Title: 'Neue Mitte' }]} onChange={(v) => { last = v; setValue(v); }} />;
    }
    renderOne(<Host />);
    const user = userEvent.setup();
    const table = within(screen.getByRole('table', { name: /^Umfragen Was ist in der Phase „Auswertung“ möglich\?/ }));
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Umfrage', 'Ansehen', 'Antworten']);
    expect(table.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Neue Mitte']);
    const answers = table.getByRole('checkbox', { name: 'Antworten in der Umfrage „Neue Mitte“' });
    expect(answers).toBeChecked();
    await user.click(answers);
    expect(last!.Phases[0]!.Switches).toEqual([{ Target: 'survey', ID: 'umfrage-1', View: true, Answer: false }]);
    await user.click(table.getByRole('checkbox', { name: 'Ansehen in der Umfrage „Neue Mitte“' }));
    expect(last!.Phases[0]!.Switches).toEqual([{ Target: 'survey', ID: 'umfrage-1', View: false, Answer: false }]);
    // The maps' table stays as it was.
    expect(screen.getAllByRole('table')).toHaveLength(2);
    answers.focus();
    await user.keyboard(' ');
    expect(last!.Phases[0]!.Switches).toEqual([{ Target: 'survey', ID: 'umfrage-1', View: false, Answer: true }]);
  });

  it('says so where the project has no map yet', () => {
    renderOne(<ProjectPageEditor value={{ Description: '', Closed: false, ImageID: null, ImageAlt: '', Phases: [{ Title: 'Ideen', Start: null, End: null }] }} onChange={() => {}} />);
    expect(screen.getByText(/Das Projekt hat noch keine Karte/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps a map\'s switch with the same id when a survey\'s changes, and the other way round', () => {
    const phase: Pick<Phase, 'Switches'> = { Switches: [{ Target: 'layer', ID: 'x', View: false, Contribute: true, Comment: true, Vote: true }] };
    expect(withSurveySwitch(phase, 'x', 'Answer', false)).toEqual([...phase.Switches!, { Target: 'survey', ID: 'x', View: true, Answer: false }]);
    expect(withSwitch({ Switches: [{ Target: 'survey', ID: 'x', View: true, Answer: false }] }, 'x', 'Vote', false))
      .toEqual([{ Target: 'survey', ID: 'x', View: true, Answer: false }, { Target: 'layer', ID: 'x', View: true, Contribute: true, Comment: true, Vote: false }]);
  });

  it('keeps the switches of other maps and kinds when one changes', () => {
    const phase: Pick<Phase, 'Switches'> = { Switches: [{ Target: 'layer', ID: 'karte-2', View: false, Contribute: true, Comment: true, Vote: true }] };
    expect(withSwitch(phase, 'karte-1', 'Vote', false)).toEqual([
      { Target: 'layer', ID: 'karte-2', View: false, Contribute: true, Comment: true, Vote: true },
      { Target: 'layer', ID: 'karte-1', View: true, Contribute: true, Comment: true, Vote: false },
    ]);
  });
});
