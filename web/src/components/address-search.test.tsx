import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { renderOne } from '../test/render';
import { AddressSearch } from './address-search';

const MARKT = { Label: 'Markt, Göttingen', Lat: 51.5335, Lng: 9.9355, BoundingBox: [51.533, 9.935, 51.534, 9.936] };

describe('AddressSearch', () => {
  it('searches near the map, offers the places and hands the chosen one on', async () => {
    const calls = stubApi({
      'GET /geocode?Text=Markt+G%C3%B6ttingen&ViewBox=9.8%2C51.4%2C10.1%2C51.6': { status: 200, body: [MARKT, { ...MARKT, Label: 'Markt, Kassel' }] },
    });
    const onFound = vi.fn();
    const user = userEvent.setup();
    renderOne(<AddressSearch viewBox={() => '9.8,51.4,10.1,51.6'} onFound={onFound} />);
    await user.type(screen.getByLabelText('Adresse suchen'), 'Markt Göttingen{Enter}');
    expect(await screen.findByText('2 Orte gefunden. Bitte wählen Sie einen aus.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Markt, Göttingen' }));
    expect(onFound).toHaveBeenCalledWith(MARKT);
    expect(screen.queryByRole('list', { name: 'Gefundene Orte' })).toBeNull();
    expect(screen.getByText('Die Karte zeigt jetzt: Markt, Göttingen')).toBeInTheDocument();
  });

  it('says why nothing came: too short, nothing found, or the server\'s message', async () => {
    stubApi({
      'GET /geocode?Text=Atlantis': { status: 200, body: [] },
      'GET /geocode?Text=Markt': { status: 503, body: { Message: 'Die Adresssuche ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.' } },
    });
    const user = userEvent.setup();
    renderOne(<AddressSearch onFound={vi.fn()} />);
    const field = screen.getByLabelText('Adresse suchen');
    await user.type(field, 'A{Enter}');
    expect(screen.getByText('Bitte geben Sie mindestens zwei Zeichen ein.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Atlantis{Enter}');
    expect(await screen.findByText('Nichts gefunden. Bitte versuchen Sie eine andere Schreibweise.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'Markt{Enter}');
    expect(await screen.findByText('Die Adresssuche ist gerade nicht erreichbar. Bitte versuchen Sie es später noch einmal.')).toBeInTheDocument();
  });
});
