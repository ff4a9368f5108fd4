import { useEffect, useRef, type ReactNode } from 'react';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';

type PhoneOverlayProps = {
  /** Choosing the place of an entry (a form without its marker): the cross-hair and „Hier“. */
  placing: boolean;
  /** Where the cross-hair stands: px from the map's top, the middle of the map above the sheet. */
  crossTop: number;
  /** „Hier“: the marker at the cross-hair. */
  onPlace: () => void;
  onCancel: () => void;
  /** „Mein Standort“ with its next step (view/my-location.tsx), offered in the bar while choosing a place. */
  location: ReactNode;
};

/** What floats over the map on a phone while the place of an entry is chosen (docs/product.md
 *  §2.14, Phone layout): the cross-hair in the middle of the visible map and a bar with the hint,
 *  „Hier“ (which takes the focus when the bar appears), „Abbrechen“ and „Mein Standort“. A long
 *  press on the map places the marker too. Nothing otherwise: no button hides the map's markers. */
export function PhoneOverlay({ placing, crossTop, onPlace, onCancel, location }: PhoneOverlayProps) {
  const t = useT('phoneMap', de.phoneMap);
  const here = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (placing) here.current?.focus();
  }, [placing]);
  if (!placing) return null;
  return (
    <>
      <div className="map-crosshair" style={{ top: crossTop }} aria-hidden="true" />
      <div className="map-place-bar" role="group" aria-labelledby="map-place-hint">
        <p className="small mb-2" id="map-place-hint">{t('placeHint')}</p>
        <div className="d-flex gap-2">
          <button type="button" className="btn btn-primary flex-grow-1" ref={here} onClick={onPlace}>{t('placeHere')}</button>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>{t('placeCancel')}</button>
        </div>
        <div className="mt-2">{location}</div>
      </div>
    </>
  );
}

/** „+ Eintrag“ in the sheet's bar on a phone (named „Neuer Eintrag“): starts a new entry. */
export function NewEntryButton({ onNewEntry }: { onNewEntry: () => void }) {
  const t = useT('phoneMap', de.phoneMap);
  return (
    <button type="button" className="btn btn-primary map-sheet-new" onClick={onNewEntry} aria-label={t('newEntryLabel')}>
      <span aria-hidden="true">+ </span>{t('newEntry')}
    </button>
  );
}
