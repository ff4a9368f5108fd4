import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../../i18n/de/map';
import { MyLocation, POSITION_OPTIONS } from './my-location';
import { stubGeolocation, unstubGeolocation } from '../test-geolocation';

/** „Mein Standort“ on its own, against a stubbed navigator.geolocation (a browser API). */

afterEach(unstubGeolocation);

describe('MyLocation', () => {
  it('asks for a precise position within 10 s, says that it searches, then where the map is, and offers the next step', async () => {
    const geo = stubGeolocation();
    const onLocated = vi.fn();
    const run = vi.fn();
    render(<MyLocation onLocated={onLocated} nextStep={{ label: de.myLocation.createHere, run }} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: de.myLocation.button });
    await user.click(button);
    expect(geo.getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), POSITION_OPTIONS);
    expect(POSITION_OPTIONS).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
    expect(screen.getByText(de.myLocation.searching)).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: de.myLocation.createHere })).toBeNull();

    geo.succeed(51.32, 9.48, 12.4);
    expect(await screen.findByText('Die Karte zeigt Ihren Standort (auf etwa 12 m genau).')).toBeVisible();
    expect(onLocated).toHaveBeenCalledWith({ lat: 51.32, lng: 9.48, accuracy: 12.4 });
    await user.click(screen.getByRole('button', { name: de.myLocation.createHere }));
    expect(run).toHaveBeenCalledWith({ lat: 51.32, lng: 9.48, accuracy: 12.4 });
  });

  it('asks only once while it searches', async () => {
    const geo = stubGeolocation();
    render(<MyLocation onLocated={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: de.myLocation.button }));
    await user.click(screen.getByRole('button', { name: de.myLocation.button }));
    expect(geo.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: de.myLocation.button })).toHaveAttribute('aria-disabled', 'true');
  });

  it.each([
    [1, de.myLocation.denied],
    [2, de.myLocation.unavailable],
    [3, de.myLocation.timeout],
  ])('says in German why it failed (code %i), where the button is, and offers no step', async (code, text) => {
    const geo = stubGeolocation();
    const onLocated = vi.fn();
    render(<MyLocation onLocated={onLocated} nextStep={{ label: de.myLocation.createHere, run: vi.fn() }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: de.myLocation.button }));
    geo.fail(code);
    const message = await screen.findByText(text);
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('button', { name: de.myLocation.button })).toHaveAccessibleDescription(text);
    expect(onLocated).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: de.myLocation.createHere })).toBeNull();
  });

  it('names the denial as the product says', () => {
    expect(de.myLocation.denied).toBe('Ihr Browser gibt den Standort nicht frei. Erlauben Sie den Zugriff in den Einstellungen des Browsers oder suchen Sie eine Adresse.');
  });

  it('is disabled with the reason where the browser has no geolocation', () => {
    render(<MyLocation onLocated={vi.fn()} />);
    const button = screen.getByRole('button', { name: de.myLocation.button });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(de.myLocation.unsupported);
    expect(screen.getByText(de.myLocation.unsupported)).toBeVisible();
  });

  it('announces a step that leaves no button of its own and gives the focus back to „Mein Standort“', async () => {
    const geo = stubGeolocation();
    // The page offers the step until the marker stands at the position.
    function Page() {
      const [placed, setPlaced] = useState(false);
      return <MyLocation onLocated={vi.fn()} nextStep={placed ? undefined : { label: de.myLocation.markerHere, done: de.myLocation.markerPlaced, run: () => setPlaced(true) }} />;
    }
    render(<Page />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: de.myLocation.button }));
    geo.succeed(51.32, 9.48, 5);
    await user.click(await screen.findByRole('button', { name: de.myLocation.markerHere }));
    expect(await screen.findByText(de.myLocation.markerPlaced)).toBeVisible();
    expect(screen.queryByRole('button', { name: de.myLocation.markerHere })).toBeNull();
    expect(screen.getByRole('button', { name: de.myLocation.button })).toHaveFocus();
  });
});
