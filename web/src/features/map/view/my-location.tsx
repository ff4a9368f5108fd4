import { useId, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/icon';
import * as de from '../../../i18n/de/map';
import { useT, type MessageValues } from '../../../i18n/runtime';

/** The crosshair of „Mein Standort“ (Bootstrap Icons' crosshair). */
const LocationIcon = () => (
  <Icon><path d="M8.5.5a.5.5 0 0 0-1 0v.518A7 7 0 0 0 1.018 7.5H.5a.5.5 0 0 0 0 1h.518A7 7 0 0 0 7.5 14.982v.518a.5.5 0 0 0 1 0v-.518A7 7 0 0 0 14.982 8.5h.518a.5.5 0 0 0 0-1h-.518A7 7 0 0 0 8.5 1.018zm-6.48 7A6 6 0 0 1 7.5 2.02v.48a.5.5 0 0 0 1 0v-.48a6 6 0 0 1 5.48 5.48h-.48a.5.5 0 0 0 0 1h.48a6 6 0 0 1-5.48 5.48v-.48a.5.5 0 0 0-1 0v.48A6 6 0 0 1 2.02 8.5h.48a.5.5 0 0 0 0-1zM8 10a2 2 0 1 0 0-4 2 2 0 0 0 0 4" /></Icon>
);

/** A position the browser found: degrees WGS84 and its accuracy in metres (radius, 95 %). */
export type Located = { lat: number; lng: number; accuracy: number };

/** What the browser is asked for (W3C Geolocation API, PositionOptions): the best fix it can give
 *  within 10 s; a fix of up to 30 s ago will do. */
export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 30_000 };

/** The message (in `t`'s language) for a failed request (W3C Geolocation API, GeolocationPositionError codes:
 *  1 permission denied, 2 position unavailable, 3 timeout). */
export function locationErrorText(code: number, t: (key: keyof typeof de.myLocation, values?: MessageValues) => string): string {
  if (code === 1) return t('denied');
  if (code === 3) return t('timeout');
  return t('unavailable');
}

/** True where the browser offers navigator.geolocation. */
const hasGeolocation = () => typeof navigator !== 'undefined' && 'geolocation' in navigator && !!navigator.geolocation;

type Status =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; position: Located }
  | { kind: 'failed'; message: string };

type MyLocationProps = {
  /** The position was found: show it on the map. */
  onLocated: (position: Located) => void;
  /** The step offered at the found position, in words (docs/product.md §17.1); none where the
   *  visitor may not add an entry or the step is done. `done` is announced after it ran. */
  nextStep?: { label: string; done?: string; run: (position: Located) => void };
};

/** „Mein Standort“ (docs/product.md §17.1): asks the browser for the visitor's position
 *  (navigator.geolocation.getCurrentPosition, POSITION_OPTIONS), announces the search, the result
 *  or why it failed (aria-live, WCAG 4.1.3) and then offers `nextStep` as a button. Without
 *  geolocation in the browser the button is disabled and the reason is shown. */
export function MyLocation({ onLocated, nextStep }: MyLocationProps) {
  const t = useT('myLocation', de.myLocation);
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [doneText, setDoneText] = useState<string>();
  const [refocus, setRefocus] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The latest request: an answer to an earlier one, or after unmounting, is dropped.
  const request = useRef(0);
  const supported = hasGeolocation();

  useLayoutEffect(() => () => void (request.current = -1), []);
  // The step's button is gone once its step ran: the focus returns to „Mein Standort“ unless the
  // step took it elsewhere (the entry form, the category chooser).
  useLayoutEffect(() => {
    if (!refocus) return;
    setRefocus(false);
    if (!document.activeElement || document.activeElement === document.body) button.current?.focus();
  }, [refocus]);

  const locate = () => {
    if (status.kind === 'searching') return;
    const mine = ++request.current;
    setStatus({ kind: 'searching' });
    setDoneText(undefined);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        if (request.current !== mine) return;
        const position = { lat: p.coords.latitude, lng: p.coords.longitude, accuracy: p.coords.accuracy };
        setStatus({ kind: 'found', position });
        onLocated(position);
      },
      (err) => {
        if (request.current !== mine) return;
        setStatus({ kind: 'failed', message: locationErrorText(err.code, t) });
      },
      POSITION_OPTIONS,
    );
  };

  const runStep = (position: Located) => {
    if (!nextStep) return;
    nextStep.run(position);
    setDoneText(nextStep.done);
    setRefocus(true);
  };

  const message = !supported ? t('unsupported')
    : status.kind === 'searching' ? t('searching')
    : status.kind === 'found' ? doneText ?? t('found', { metres: Math.max(1, Math.round(status.position.accuracy)) })
    : status.kind === 'failed' ? status.message : '';
  const isError = !supported || status.kind === 'failed';

  return (
    <div className="my-location mb-3">
      <div className="d-flex flex-wrap gap-2">
        <button ref={button} type="button" className="btn btn-outline-primary" title={t('title')}
          disabled={!supported} aria-disabled={status.kind === 'searching' || undefined} aria-describedby={`${id}-status`} onClick={locate}>
          <LocationIcon /> {t('button')}
        </button>
        {status.kind === 'found' && nextStep && (
          <button type="button" className="btn btn-primary" onClick={() => runStep(status.position)}>{nextStep.label}</button>
        )}
      </div>
      {/* Present from the start, so that each change is announced. */}
      <div id={`${id}-status`} aria-live="polite" className={`small mt-1${isError ? ' text-danger' : ''}`}>{message}</div>
    </div>
  );
}
