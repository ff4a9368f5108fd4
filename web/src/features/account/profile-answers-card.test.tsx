import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '@mitmachkarte/contract';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { ProfileAnswersCard } from './profile-answers-card';

afterEach(() => vi.unstubAllGlobals());

const Q = '01900000-0000-7000-8000-000000000001';
const NORD = '01900000-0000-7000-8000-000000000002';
const SUED = '01900000-0000-7000-8000-000000000003';
const profile = (answers: MyProfile['Answers']): MyProfile => ({
  Questions: [{ ID: Q, Label: 'In welchem Stadtteil wohnen Sie?', Active: true, Options: [{ ID: NORD, Label: 'Nord' }, { ID: SUED, Label: 'Süd' }] }],
  Answers: answers, Prompt: false,
});

describe('„Angaben zu meiner Person“ (docs/product.md §25.3)', () => {
  it('shows the answers, saves a change and deletes them with „Angaben löschen“', async () => {
    // The stored answers, as the server keeps them.
    let stored: MyProfile['Answers'] = [{ Question: Q, Option: NORD }];
    const calls = stubApi({
      'GET /auth/profile': () => ({ status: 200, body: profile(stored) }),
      'PUT /auth/profile': (body) => {
        stored = (body as MyProfile).Answers;
        return { status: 200, body: profile(stored) };
      },
      'DELETE /auth/profile': () => {
        stored = [];
        return { status: 200, body: profile(stored) };
      },
    });
    renderOne(<ProfileAnswersCard />);
    const user = userEvent.setup();
    const select = await screen.findByLabelText('In welchem Stadtteil wohnen Sie?');
    expect(select).toHaveValue(NORD);
    // „Keine Angabe“ is always there.
    expect(screen.getByRole('option', { name: 'Keine Angabe' })).toBeInTheDocument();
    await user.selectOptions(select, SUED);
    await user.click(screen.getByRole('button', { name: 'Angaben speichern' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: '/auth/profile', body: { Answers: [{ Question: Q, Option: SUED }] } }]));
    await user.click(await screen.findByRole('button', { name: 'Angaben löschen' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.getByLabelText('In welchem Stadtteil wohnen Sie?')).toHaveValue(''));
    expect(screen.queryByRole('button', { name: 'Angaben löschen' })).not.toBeInTheDocument();
  });

  it('stays away while the site asks no questions', async () => {
    stubApi({ 'GET /auth/profile': { status: 200, body: { Questions: [], Answers: [], Prompt: false } } });
    const { container } = renderOne(<ProfileAnswersCard />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
