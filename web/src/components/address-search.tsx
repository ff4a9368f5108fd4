import type { GeocodeResult } from '@mitmachkarte/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import * as de from '../i18n/de/map';
import { useT } from '../i18n/runtime';
import { apiGet, ApiError } from '../lib/api-client';

type AddressSearchProps = {
  /** The map section to prefer, `west,south,east,north` (degrees WGS84), read when searching. */
  viewBox?: () => string | undefined;
  /** A place was chosen. */
  onFound: (place: GeocodeResult) => void;
  /** What is announced once a place is chosen (default: that the map shows it). */
  chosenText?: (label: string) => string;
  /** Ask for the outlines of places that are areas (GeocodeResult.Area: districts). */
  areas?: boolean;
};

/** „Adresse suchen“ (docs/product.md §17.1): a search field whose places (GET /geocode, through
 *  the server) are offered as buttons; choosing one hands it to `onFound` and closes the list.
 *  How many were found, or why none, is announced (aria-live). */
export function AddressSearch({ viewBox, onFound, chosenText, areas }: AddressSearchProps) {
  const t = useT('addressSearch', de.addressSearch);
  const id = useId();
  const [text, setText] = useState('');
  const [places, setPlaces] = useState<GeocodeResult[]>();
  const [status, setStatus] = useState('');
  const [pending, setPending] = useState(false);

  const search = async () => {
    const query = text.trim();
    if (query.length < 2) {
      setStatus(t('tooShort'));
      return;
    }
    const params = new URLSearchParams({ Text: query });
    const box = viewBox?.();
    if (box) params.set('ViewBox', box);
    if (areas) params.set('Areas', 'true');
    setPending(true);
    try {
      const found = await apiGet<GeocodeResult[]>(`/geocode?${params}`);
      setPlaces(found);
      setStatus(found.length === 0 ? t('none') : t('found', { n: found.length }));
    } catch (err) {
      setPlaces(undefined);
      setStatus(err instanceof ApiError && err.message ? err.message : t('failed'));
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void search();
  };

  const choose = (place: GeocodeResult) => {
    setPlaces(undefined);
    setStatus(chosenText ? chosenText(place.Label) : t('chosen', { label: place.Label }));
    onFound(place);
  };

  return (
    <div className="address-search mb-3">
      {/* No <form>: it sits inside other forms (the quick start); Enter searches and submits nothing else. */}
      <div role="search">
        <label htmlFor={`${id}-text`} className="form-label small mb-1">{t('label')}</label>
        <div className="input-group input-group-sm">
          <input className="form-control" id={`${id}-text`} type="search" value={text} placeholder={t('placeholder')} autoComplete="street-address" enterKeyHint="search"
            onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} />
          <button type="button" className="btn btn-outline-primary" disabled={pending} onClick={() => void search()}>{pending ? t('searching') : t('submit')}</button>
        </div>
      </div>
      {/* Announced as it changes; a live region, not role="status", of which a screen has one. */}
      <div aria-live="polite" className="small mt-1">{status}</div>
      {places && places.length > 0 && (
        <ul className="list-unstyled mb-0 mt-1" aria-label={t('results')}>
          {places.map((p) => (
            <li key={`${p.Lat},${p.Lng},${p.Label}`}>
              <button type="button" className="btn btn-link btn-sm text-start p-0 mb-1" onClick={() => choose(p)}>{p.Label}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
