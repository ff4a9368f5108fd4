import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissAlert, showAlert } from '../lib/alerts';
import { AlertsArea } from './alerts-area';

const region = () => within(screen.getByRole('region', { name: 'Meldungen' }));

beforeEach(() => {
  // The alert store is app-wide: start every case empty.
  const last = showAlert('info', '', false);
  for (let id = 1; id <= last; id++) dismissAlert(id);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('AlertsArea', () => {
  it('closes an auto-closing alert after 5000 ms, not at 4999 ms', () => {
    vi.useFakeTimers();
    render(<AlertsArea />);
    act(() => { showAlert('success', 'Punkt erfolgreich gespeichert.'); });
    expect(region().getByText('Punkt erfolgreich gespeichert.')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(4999); });
    expect(region().getByText('Punkt erfolgreich gespeichert.')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1); });
    expect(region().queryByText('Punkt erfolgreich gespeichert.')).toBeNull();
  });

  it('keeps an alert without auto-close', () => {
    vi.useFakeTimers();
    render(<AlertsArea />);
    act(() => { showAlert('danger', 'Bleibt stehen', false); });
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(region().getByText('Bleibt stehen')).toBeInTheDocument();
  });

  it('times each alert from its own start', () => {
    vi.useFakeTimers();
    render(<AlertsArea />);
    act(() => { showAlert('info', 'Erste'); });
    act(() => { vi.advanceTimersByTime(3000); });
    act(() => { showAlert('info', 'Zweite'); });
    act(() => { vi.advanceTimersByTime(2000); });
    expect(region().queryByText('Erste')).toBeNull();
    expect(region().getByText('Zweite')).toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(3000); });
    expect(region().queryByText('Zweite')).toBeNull();
  });

  it('removes an alert with its close button', async () => {
    render(<AlertsArea />);
    act(() => { showAlert('warning', 'Der Benutzername oder das Passwort ist falsch', false); });
    const alert = region().getByRole('alert');
    expect(alert).toHaveClass('alert-warning');
    await userEvent.click(within(alert).getByRole('button', { name: 'Schließen' }));
    expect(region().queryByText('Der Benutzername oder das Passwort ist falsch')).toBeNull();
  });

  it('announces warnings as alerts and other messages as status', () => {
    render(<AlertsArea />);
    act(() => {
      showAlert('warning', 'Warnung', false);
      showAlert('success', 'Erfolg', false);
    });
    expect(region().getByRole('alert')).toHaveTextContent('Warnung');
    expect(region().getByRole('status')).toHaveTextContent('Erfolg');
  });
});
