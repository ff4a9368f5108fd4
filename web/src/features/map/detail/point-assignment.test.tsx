import type { Departments, Point } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../../app/alerts-area';
import { stubApi } from '../../../test/api-stub';
import { renderOne } from '../../../test/render';
import { PointAssignmentForm, PublicDepartment } from './point-assignment';

const WS = '01900000-0000-7000-8000-0000000000a1';
const DEPT = '01900000-0000-7000-8000-0000000000c1';
const ERIKA = '01900000-0000-7000-8000-0000000000d1';
const POINT = {
  ID: '01900000-0000-7000-8000-0000000000e1', Layer: '01900000-0000-7000-8000-0000000000b1', Latitude: 51.3, Longitude: 9.5, Altitude: 0,
  Public: true, Editable: false, CreatedAt: '2026-03-02T10:00:00.000Z', UpdatedAt: '2026-03-02T10:00:00.000Z', Attributes: {}, Status: 'neu',
  StatusChangedAt: '2026-03-02T10:00:00.000Z', OfficialAnswer: null, Moderation: null, CanEdit: true, CanChange: true,
  CanAssign: true, Assignment: { Department: null, User: null },
} satisfies Point;
const DEPARTMENTS: Departments = { Departments: [{ ID: DEPT, Name: 'Tiefbauamt', Members: [] }], Team: [{ ID: ERIKA, Name: 'Erika Muster' }], ShowDepartment: true };

afterEach(() => vi.unstubAllGlobals());

describe('PointAssignmentForm (docs/product.md §16.10)', () => {
  it('sets department and person with „Zuständigkeit speichern“', async () => {
    const calls = stubApi({
      [`GET /gis/workspace/${WS}/departments`]: { status: 200, body: DEPARTMENTS },
      [`PUT /gis/point/${POINT.ID}/assignment`]: { status: 200, body: { Department: { ID: DEPT, Name: 'Tiefbauamt' }, User: { ID: ERIKA, Name: 'Erika Muster' } } },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><PointAssignmentForm point={POINT} workspaceId={WS} /></>);
    const form = within(await screen.findByRole('region', { name: 'Zuständigkeit' }));
    await form.findByRole('option', { name: 'Tiefbauamt' });
    await user.selectOptions(await form.findByRole('combobox', { name: 'Zuständigkeit' }), 'Tiefbauamt');
    await user.selectOptions(form.getByRole('combobox', { name: 'Person' }), 'Erika Muster');
    await user.click(form.getByRole('button', { name: 'Zuständigkeit speichern' }));
    expect(await screen.findByText('Die Zuständigkeit wurde gespeichert.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ Department: DEPT, User: ERIKA }]);
  });

  it('says the server\'s refusal', async () => {
    stubApi({
      [`GET /gis/workspace/${WS}/departments`]: { status: 200, body: DEPARTMENTS },
      [`PUT /gis/point/${POINT.ID}/assignment`]: { status: 400, body: { Message: 'Diese Person gehört nicht zum Team des Projekts.' } },
    });
    const user = userEvent.setup();
    renderOne(<><AlertsArea /><PointAssignmentForm point={POINT} workspaceId={WS} /></>);
    await screen.findByRole('option', { name: 'Erika Muster' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), 'Erika Muster');
    await user.click(screen.getByRole('button', { name: 'Zuständigkeit speichern' }));
    expect(await screen.findByText(/Die Zuständigkeit wurde nicht gespeichert\..*Diese Person gehört nicht zum Team des Projekts\./)).toBeInTheDocument();
  });

  it('shows the public the department\'s name only when sent', () => {
    const { rerender } = renderOne(<PublicDepartment point={{ ...POINT, Department: 'Tiefbauamt' }} />);
    expect(screen.getByText('Zuständig: Tiefbauamt')).toBeInTheDocument();
    rerender(<PublicDepartment point={POINT} />);
    expect(screen.queryByText(/Zuständig/)).toBeNull();
  });
});
