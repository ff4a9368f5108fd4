import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../../i18n/de/map';
import * as ob from '../../../i18n/de/on-behalf';
import { showAlert } from '../../../lib/alerts';
import { renderOne } from '../../../test/render';
import { PointReporter } from '../detail/point-reporter';
import { EntryForm } from './entry-form';
import { layer, point, postedPoints, stubFetch } from '../test-fixtures';

vi.mock('../../../lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/alerts')>()),
  showAlert: vi.fn(),
}));

/** „Für eine andere Person erfassen“ (docs/product.md §16.12): offered by the layer's
 *  CanRecordOnBehalf only, its fields labelled and checked with the contract's German messages,
 *  sent as OnBehalf; and „Erfasst für“ on the entry for the team. */
const MARKER = { lat: 51.3169, lng: 9.4757 };
const t = ob.onBehalf;
let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch();
  vi.mocked(showAlert).mockClear();
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = (CanRecordOnBehalf: boolean | undefined) => {
  renderOne(<EntryForm layer={{ ...layer([]), CanRecordOnBehalf }} category={undefined} marker={MARKER} onSaved={vi.fn()} onDiscard={vi.fn()} />);
  return userEvent.setup();
};
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: de.map.save }));

describe('the entry form for the team', () => {
  it('is not offered without the server\'s flag', () => {
    renderForm(undefined);
    expect(screen.queryByRole('checkbox', { name: t.toggle })).toBeNull();
  });

  it('reveals labelled fields, offers status mails only with an address, and sends OnBehalf', async () => {
    const user = renderForm(true);
    expect(screen.queryByLabelText(t.channel)).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: t.toggle }));
    expect(screen.getByRole('group', { name: t.legend })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: t.statusMails })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(t.channel), 'Vor Ort');
    await user.type(screen.getByLabelText(t.name), 'Erika Muster');
    await user.type(screen.getByLabelText(t.email), 'erika@example.org');
    await user.type(screen.getByLabelText(t.phone), '0561 123456');
    await user.click(screen.getByRole('checkbox', { name: t.statusMails }));
    await save(user);
    expect(postedPoints(fetchMock)).toHaveLength(1);
    expect(postedPoints(fetchMock)[0]!.OnBehalf).toEqual({ Channel: 'schalter', Name: 'Erika Muster', Email: 'erika@example.org', Phone: '0561 123456', StatusMails: true });
  });

  it('shows the German messages at their fields and sends nothing', async () => {
    const user = renderForm(true);
    await user.click(screen.getByRole('checkbox', { name: t.toggle }));
    await user.type(screen.getByLabelText(t.email), 'keine-adresse');
    await user.type(screen.getByLabelText(t.phone), 'abc');
    await save(user);
    expect(postedPoints(fetchMock)).toEqual([]);
    expect(screen.getByLabelText(t.email)).toHaveAccessibleDescription(/gültige E-Mail-Adresse/);
    expect(screen.getByLabelText(t.phone)).toHaveAccessibleDescription(/Die Telefonnummer darf nur Ziffern/);
  });

  it('sends no OnBehalf while the box is off', async () => {
    const user = renderForm(true);
    await save(user);
    expect(postedPoints(fetchMock)).toHaveLength(1);
    expect(postedPoints(fetchMock)[0]!.OnBehalf).toBeUndefined();
  });
});

describe('„Erfasst für“ on the entry', () => {
  it('names the person, the channel and the contact', () => {
    renderOne(<PointReporter reporter={{ Channel: 'telefon', Name: 'Erika Muster', Email: 'erika@example.org', Phone: '0561 123456', StatusMails: false }} />);
    expect(screen.getByText(/Erika Muster \(Telefon\) · erika@example\.org · 0561 123456/)).toBeInTheDocument();
    expect(screen.getByText(`${t.recordedFor}:`)).toBeInTheDocument();
  });

  it('shows nothing without a Reporter (what everyone outside the team gets)', () => {
    const { container } = renderOne(<PointReporter reporter={point(1).Reporter} />);
    expect(container.textContent).toBe('');
  });
});
