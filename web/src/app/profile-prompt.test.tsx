import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyProfile } from '@mitmachkarte/contract';
import { MY_PROFILE_KEY, refreshProfilePrompt } from '../lib/profile';
import { stubApi } from '../test/api-stub';
import { renderOne } from '../test/render';
import { isPromptPlace, ProfilePrompt } from './profile-prompt';

afterEach(() => vi.unstubAllGlobals());

const Q = '01900000-0000-7000-8000-000000000001';
const NORD = '01900000-0000-7000-8000-000000000002';
const INFO = { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Erika', Email: 'erika@example.org' };
const profile = (over: Partial<MyProfile> = {}): MyProfile => ({
  Questions: [{ ID: Q, Label: 'Stadtteil', Active: true, Options: [{ ID: NORD, Label: 'Nord' }] }], Answers: [], Prompt: true, ...over,
});

describe('„Möchten Sie uns etwas über sich sagen?“ (docs/product.md §25.3)', () => {
  it('appears when the server says it is due, and „Nein, danke“ ends it on the account', async () => {
    let dismissed = false;
    const calls = stubApi({
      'GET /auth/info': { status: 200, body: INFO },
      'GET /auth/profile': () => ({ status: 200, body: profile({ Prompt: !dismissed }) }),
      'POST /auth/profile/dismiss': () => {
        dismissed = true;
        return { status: 200, body: profile({ Prompt: false }) };
      },
    });
    renderOne(<ProfilePrompt />, '/map');
    const region = await screen.findByRole('region', { name: 'Möchten Sie uns etwas über sich sagen?' });
    expect(region).toBeInTheDocument();
    // Told politely, without taking the focus.
    expect(screen.getByRole('status')).toHaveTextContent('Möchten Sie uns etwas über sich sagen?');
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByLabelText('Stadtteil')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Nein, danke' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/auth/profile/dismiss']);
  });

  it('saves the answers chosen in it', async () => {
    const calls = stubApi({
      'GET /auth/info': { status: 200, body: INFO },
      'GET /auth/profile': { status: 200, body: profile() },
      'PUT /auth/profile': { status: 200, body: profile({ Answers: [{ Question: Q, Option: NORD }], Prompt: false }) },
    });
    renderOne(<ProfilePrompt />, '/map');
    await userEvent.selectOptions(await screen.findByLabelText('Stadtteil'), NORD);
    await userEvent.click(screen.getByRole('button', { name: 'Angaben speichern' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', path: '/auth/profile', body: { Answers: [{ Question: Q, Option: NORD }] } }]);
  });

  it('stands only where people contribute, never over team screens or the profile page', () => {
    for (const path of ['/', '/map', '/projekte', '/projekt/01900000-0000-7000-8000-000000000009', '/meine-beitraege']) expect(isPromptPlace(path), path).toBe(true);
    for (const path of ['/profile', '/auswertung/x/diagramme', '/admin/organisations', '/kennzahlen/x', '/projekte/neu', '/register']) expect(isPromptPlace(path), path).toBe(false);
  });

  it('is asked again after a write only while the person has given no answer', () => {
    const qc = new QueryClient();
    const spy = vi.spyOn(qc, 'invalidateQueries');
    refreshProfilePrompt(qc);
    qc.setQueryData(MY_PROFILE_KEY, profile({ Prompt: false }));
    refreshProfilePrompt(qc);
    expect(spy).toHaveBeenCalledTimes(1);
    qc.setQueryData(MY_PROFILE_KEY, profile({ Prompt: false, Answers: [{ Question: Q, Option: NORD }] }));
    refreshProfilePrompt(qc);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
