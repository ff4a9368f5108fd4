import type { Departments, Layer, RoutingRules } from '@mitmachkarte/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { ResponsibilitySection } from './responsibility-section';

const WS = '01900000-0000-7000-8000-0000000000a1';
const LAYER = '01900000-0000-7000-8000-0000000000b1';
const DEPT = '01900000-0000-7000-8000-0000000000c1';
const ERIKA = '01900000-0000-7000-8000-0000000000d1';
const MAX = '01900000-0000-7000-8000-0000000000d2';
const LAYERS: Pick<Layer, 'ID' | 'Name' | 'Schema'>[] = [{
  ID: LAYER, Name: 'Straßen', Schema: { Schema: [], Categories: [{ Name: 'Strasse', Label: 'Straße', Icon: '', Children: [{ Name: 'Schlagloch', Label: 'Schlagloch', Icon: '' }] }] },
}];
const DEPARTMENTS: Departments = {
  Departments: [{ ID: DEPT, Name: 'Tiefbauamt', Members: [{ ID: ERIKA, Name: 'Erika Muster' }] }],
  Team: [{ ID: ERIKA, Name: 'Erika Muster' }, { ID: MAX, Name: 'Max Mustermann' }],
  ShowDepartment: false,
};
const SQUARE = { type: 'Polygon', coordinates: [[[9.4, 51.2], [9.6, 51.2], [9.6, 51.4], [9.4, 51.4], [9.4, 51.2]]] };

afterEach(() => vi.unstubAllGlobals());

describe('ResponsibilitySection (docs/product.md §16.10)', () => {
  it('keeps departments with member checkboxes and the public setting', async () => {
    const calls = stubApi({
      [`GET /gis/workspace/${WS}/departments`]: { status: 200, body: DEPARTMENTS },
      [`PUT /gis/workspace/${WS}/departments`]: (body) => ({ status: 200, body: { ...DEPARTMENTS, ShowDepartment: (body as { ShowDepartment: boolean }).ShowDepartment } }),
      [`GET /gis/workspace/${WS}/routing-rules`]: { status: 200, body: { Rules: [] } },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><ResponsibilitySection workspaceId={WS} layers={LAYERS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Zuständigkeiten im Team' }));
    expect(await section.findByRole('textbox', { name: 'Name der Zuständigkeit' })).toHaveValue('Tiefbauamt');
    const members = within(section.getByRole('group', { name: 'Mitglieder von „Tiefbauamt“' }));
    expect(members.getByRole('checkbox', { name: 'Erika Muster' })).toBeChecked();
    await user.click(members.getByRole('checkbox', { name: 'Max Mustermann' }));
    await user.click(section.getByRole('button', { name: 'Zuständigkeit hinzufügen' }));
    const names = section.getAllByRole('textbox', { name: 'Name der Zuständigkeit' });
    await user.type(names[1]!, 'Grünflächenamt');
    await user.click(section.getByRole('checkbox', { name: 'Zuständigkeit öffentlich zeigen' }));
    await user.click(section.getByRole('button', { name: 'Zuständigkeiten speichern' }));
    expect(await screen.findByText('Die Zuständigkeiten wurden gespeichert.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{
      Departments: [{ ID: DEPT, Name: 'Tiefbauamt', Members: [ERIKA, MAX] }, { Name: 'Grünflächenamt', Members: [] }], ShowDepartment: true,
    }]);
  });

  it('edits routing rules: map, category, pasted area, department, order; refuses a rule without target and a bad area', async () => {
    const stored: RoutingRules = { Rules: [{ Layer: null, Category: null, Area: null, Department: null, User: MAX }] };
    const calls = stubApi({
      [`GET /gis/workspace/${WS}/departments`]: { status: 200, body: DEPARTMENTS },
      [`GET /gis/workspace/${WS}/routing-rules`]: { status: 200, body: stored },
      [`PUT /gis/workspace/${WS}/routing-rules`]: (body) => ({ status: 200, body }),
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><ResponsibilitySection workspaceId={WS} layers={LAYERS} /></>);
    const section = within(await screen.findByRole('region', { name: 'Regeln für neue Einträge' }));
    await user.click(await section.findByRole('button', { name: 'Regel hinzufügen' }));
    const second = within(section.getByRole('group', { name: 'Regel 2' }));
    await user.click(section.getByRole('button', { name: 'Regeln speichern' }));
    expect(await section.findByRole('alert')).toHaveTextContent('Jede Regel braucht eine Zuständigkeit oder eine Person.');
    await user.selectOptions(second.getByRole('combobox', { name: 'Karte' }), 'Straßen');
    await user.selectOptions(second.getByRole('combobox', { name: 'Kategorie (mit Unterkategorien)' }), 'Straße');
    await user.selectOptions(second.getByRole('combobox', { name: 'Zuständigkeit' }), 'Tiefbauamt');
    const area = second.getByRole('textbox', { name: 'GeoJSON einfügen (Regel 2)' });
    fireEvent.blur(area, { target: { value: '{"type":"Point","coordinates":[9,51]}' } });
    expect(await second.findByText('Der Text enthält kein Polygon und kein MultiPolygon.')).toBeInTheDocument();
    fireEvent.blur(area, { target: { value: JSON.stringify({ type: 'Feature', properties: {}, geometry: SQUARE }) } });
    expect(await second.findByText(/Gebiet mit 5 Punkten/)).toBeInTheDocument();
    await user.click(second.getByRole('button', { name: 'Regel 2 nach oben' }));
    await user.click(section.getByRole('button', { name: 'Regeln speichern' }));
    expect(await screen.findByText('Die Regeln wurden gespeichert.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ Rules: [
      { Layer: LAYER, Category: 'Strasse', Area: SQUARE, Department: DEPT, User: null },
      { Layer: null, Category: null, Area: null, Department: null, User: MAX },
    ] }]);
  });
});
