import type { Layer, NearbyEntry } from '@mitmachkarte/contract';
import { useEffect, useId, useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { failureDetail } from '../../../components/failure-alert';
import { categoryLabel, entryTitle, pointCategory } from '../../../components/questionnaire/entry-values';
import { TownText } from '../../../components/town-text';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { loginReturningTo } from '../../../lib/return-path';
import { useSession } from '../../../lib/session';
import { useNearby, useSupportEntry, type NearbyPlace, type Support } from '../api/nearby';
import { labelOf } from '../status-label';

/** How long the marker must rest before the hint asks (ms): dragging it asks once, not per step. */
export const NEARBY_SETTLE_MS = 400;

/** `value`, once it has not changed for `ms` (undefined at first and while it changes). */
function useSettled<T>(value: T | undefined, key: string, ms: number): T | undefined {
  const [settled, setSettled] = useState<{ key: string; value: T | undefined }>({ key: '', value: undefined });
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled({ key, value }), ms);
    return () => window.clearTimeout(timer);
    // `key` names `value`: a new object of the same place does not start the wait again.
  }, [key, ms]);
  return settled.key === key ? settled.value : undefined;
}

type DuplicateHintProps = {
  layer: Pick<Layer, 'ID' | 'Schema' | 'Statuses'>;
  /** Where the new entry stands and its category; undefined until both are known. */
  place: NearbyPlace | undefined;
  /** „Ansehen“ and „Zum Eintrag“: leaves the form for that entry's details. */
  onShow: (pointId: string) => void;
  /** „Trotzdem neu melden“: the hint folds away; the form takes the focus. */
  onDismiss: () => void;
};

/** „Wurde das schon gemeldet?“ (docs/product.md §24.3): once the new entry's place (and category)
 *  has rested for NEARBY_SETTLE_MS, the open public entries the server finds within the layer's
 *  radius, nearest first — category, title, status, distance — each with „Unterstützen“ (a thumb up
 *  and following, with the visitor's rights: a login hint for visitors who are not logged in) and
 *  „Ansehen“; and „Trotzdem neu melden“, which folds the hint away until the marker moves. A
 *  labelled region that takes no focus; nothing shows while there is nothing to say. */
export function DuplicateHint({ layer, place, onShow, onDismiss }: DuplicateHintProps) {
  const t = useT('duplicateHint', de.duplicateHint);
  const id = useId();
  const key = place ? `${place.lat.toFixed(7)},${place.lng.toFixed(7)},${place.category ?? ''}` : '';
  const settled = useSettled(place, key, NEARBY_SETTLE_MS);
  const nearby = useNearby(layer.ID, settled);
  const [dismissed, setDismissed] = useState<string>();
  const { loggedIn } = useSession();
  // Kept while the place moves on, so that the list does not flicker under the visitor's hand.
  const [shown, setShown] = useState<NearbyEntry[]>([]);
  useEffect(() => {
    if (nearby.data) setShown(nearby.data.Entries);
    // Without an answer (offline, refused) the form goes on without a hint, never with an old one.
    else if (nearby.isError) setShown([]);
  }, [nearby.data, nearby.isError]);
  const hidden = !place || dismissed === key || shown.length === 0;
  // Said once the list appears, without taking the focus (a live region present from the start;
  // no role „status“, which the form keeps for the marker's state).
  const announcement = <p className="visually-hidden" aria-live="polite">{hidden ? '' : t('found', { n: shown.length })}</p>;
  if (hidden) return announcement;

  return (
    <>
    {announcement}
    <section className="border border-warning-subtle rounded p-2 mb-3 bg-warning-subtle" aria-labelledby={`${id}-title`}>
      <h3 className="h6 mb-1" id={`${id}-title`}>{t('title')}</h3>
      <p className="small mb-2">{t('intro')}</p>
      {!loggedIn && <p className="small mb-2">{t('loginPrompt')} <Link to={loginReturningTo('/map')}>{t('toLogin')}</Link></p>}
      <ul className="list-unstyled mb-2">
        {shown.map((e) => <HintEntry key={e.Point.ID} entry={e} layer={layer} onShow={onShow} />)}
      </ul>
      <Button size="sm" variant="outline-secondary" onClick={() => { setDismissed(key); onDismiss(); }}>{t('newAnyway')}</Button>
    </section>
    </>
  );
}

function HintEntry({ entry, layer, onShow }: { entry: NearbyEntry; layer: DuplicateHintProps['layer']; onShow: (id: string) => void }) {
  const t = useT('duplicateHint', de.duplicateHint);
  const tm = useT('map', de.map);
  const ts = useT('pointStatus', de.pointStatus);
  const { loggedIn } = useSession();
  const support = useSupportEntry();
  const [done, setDone] = useState<Support>();
  const point = entry.Point;
  const category = pointCategory(point.Attributes);
  const label = category ? categoryLabel(layer.Schema.Categories, category) : tm('entry');
  const title = entryTitle(layer.Schema, point.Attributes);
  const name = title ? `${label}: ${title}` : label;
  const run = () => support.mutate(point.ID, { onSuccess: setDone });
  return (
    <li className="border-bottom py-2">
      <span className="fw-semibold d-block"><TownText>{label}</TownText></span>
      {title && <span className="d-block" dir="auto">{title}</span>}
      <span className="d-block small">
        {ts('label')}: <TownText>{labelOf(layer.Statuses, point.Status, ts)}</TownText> · {t('distance', { metres: entry.Distance })}
      </span>
      {done ? (
        <p className="small text-success mb-0 mt-1" role="status">
          {done.followFailed === undefined ? t('supported') : t('supportedVoteOnly', { message: failureDetail(done.followFailed) })}{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => onShow(point.ID)}>{t('toEntry')}</Button>
        </p>
      ) : (
        <div className="d-flex flex-wrap gap-2 mt-1">
          {loggedIn && (
            <Button size="sm" variant="primary" disabled={support.isPending} aria-label={t('supportLabel', { entry: name })} onClick={run}>
              {support.isPending ? t('supporting') : t('support')}
            </Button>
          )}
          <Button size="sm" variant="outline-primary" aria-label={t('showLabel', { entry: name })} onClick={() => onShow(point.ID)}>{t('show')}</Button>
        </div>
      )}
      {support.isError && <p className="small text-danger mb-0 mt-1" role="alert">{t('failed', { message: failureDetail(support.error) })}</p>}
    </li>
  );
}
