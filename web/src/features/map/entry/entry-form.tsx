import { areaSquareMetres, lengthMetres, type Boundary, type Category, type EntryShape, type GeometryKind, type Layer, type Point } from '@mitmachkarte/contract';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import { valuesFromAttributes, type FormValue } from '../../../components/questionnaire/entry-values';
import { Questionnaire, useQuestionnaire } from '../../../components/questionnaire/questionnaire';
import * as de from '../../../i18n/de/map';
import * as dd from '../../../i18n/de/draw-entry';
import { TownText } from '../../../components/town-text';
import { GermanOnlyNote } from '../../../components/german-only-note';
import { useCurrentLanguage, useT } from '../../../i18n/runtime';
import { formatArea, formatLength } from '../../../lib/format';
import type { QueuedEntry } from '../../../lib/offline/db';
import { DuplicateHint } from './duplicate-hint';
import { OnBehalfFieldset, useOnBehalf } from './on-behalf-fieldset';
import { useSavePoint, type MarkerPosition } from './use-save-point';

type EntryFormProps = {
  layer: Layer;
  /** The project's boundary (docs/product.md §17.1): the marker must lie in it. */
  boundary?: Boundary | null;
  /** The chosen leaf category; undefined for a layer without categories. */
  category: Category | undefined;
  /** The observation marker, undefined until the visitor has placed one. */
  marker: MarkerPosition | undefined;
  /** The stored entry being changed (edit mode); undefined while recording a new one. */
  point?: Point;
  /** An entry waiting on this device to be changed before it is sent (docs/product.md §22). */
  draft?: QueuedEntry;
  /** Offers „Kategorie ändern“ (edit mode of a layer with categories): opens the category chooser. */
  onChangeCategory?: () => void;
  onSaved: (point: Point) => void;
  /** A new entry was saved on this device to be sent later (docs/product.md §22). */
  onQueued?: () => void;
  onDiscard: () => void;
  /** Places the marker at the centre of the map (a keyboard alternative to double-clicking). */
  onPlaceMarker?: () => void;
  /** Places the marker at a position (where an uploaded photo was taken). */
  onPlaceMarkerAt?: (position: MarkerPosition) => void;
  /** „Speichern“ without a marker: besides the warning, the map is brought into view (a phone's sheet peeks). */
  onMissingMarker?: () => void;
  /** „Ansehen“ of an entry „Wurde das schon gemeldet?“ names (docs/product.md §24.3): leaves the
   *  form for its details. Without it (edit mode, a queued entry) no hint is shown. */
  onShowEntry?: (pointId: string) => void;
  /** The kind of the entry (docs/product.md §25.1): a point has a marker, a line or an area `shape`. */
  entryKind?: GeometryKind;
  /** The line or area drawn on the map. */
  shape?: EntryShape;
  /** „Form ändern“: back to drawing the line or area. */
  onRedraw?: () => void;
};

/** Record and edit mode of the map app (docs/product.md §4, §5, §16.5): the layer's questionnaire
 *  (components/questionnaire) for the chosen category, with Speichern and Verwerfen; in edit mode
 *  filled with the stored answers, with „Kategorie ändern“. Saving checks the marker and the
 *  answers, shows problems inline and moves focus to the first invalid field. The project's team
 *  may record a new entry for someone else (§16.12, the layer's CanRecordOnBehalf). A new entry's
 *  form names the open entries already near its place („Wurde das schon gemeldet?“, §24.3). */
export function EntryForm({ layer, boundary = null, category, marker, point, draft, onChangeCategory, onSaved, onQueued, onDiscard, onPlaceMarker, onPlaceMarkerAt, onMissingMarker, onShowEntry, entryKind = 'point', shape, onRedraw }: EntryFormProps) {
  const t = useT('map', de.map);
  const ta = useT('access', de.access);
  const te = useT('editEntry', de.editEntry);
  const td = useT('drawEntry', dd.drawEntry);
  const language = useCurrentLanguage();
  const questionnaire = useQuestionnaire(layer.Schema, category?.Name, 'entry', () => {
    const stored = point?.Attributes ?? draft?.body.Attributes;
    return stored ? valuesFromAttributes(layer.Schema, stored) : {};
  });
  const { save, errors, geometryError, clearError, isPending } = useSavePoint(layer, boundary, category?.Name, onSaved, point, onQueued, draft);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Only the project's team, recording a new entry, records it for someone else (§16.12).
  const offersOnBehalf = !point && !draft && layer.CanRecordOnBehalf === true;
  const onBehalf = useOnBehalf();
  // „Wurde das schon gemeldet?“ for a new entry once its place (and category, where the layer has
  // categories) is known (§24.3).
  const hintPlace = onShowEntry && !point && !draft && marker && (category || layer.Schema.Categories.length === 0)
    ? { lat: marker.lat, lng: marker.lng, category: category?.Name } : undefined;

  const drawn = entryKind !== 'point';

  // Entering record mode: take the focus to the form (the button that opened it is gone).
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);

  const setValue = (name: string, value: FormValue) => {
    questionnaire.setValue(name, value);
    clearError(name);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (drawn && !shape) {
      onRedraw?.();
      return;
    }
    if (!drawn && !marker) onMissingMarker?.();
    const reporter = offersOnBehalf ? onBehalf.check() : undefined;
    if (reporter === 'invalid') return;
    save(marker, questionnaire.values, questionnaire.showFirst, reporter, drawn ? shape : undefined);
  };

  // Offered after a photo upload only while no marker is set.
  const onPhotoPosition = !drawn && !marker && onPlaceMarkerAt ? (lat: number, lng: number) => onPlaceMarkerAt({ lat, lng }) : undefined;

  const heading = point ? te('title') : t('record');
  // A line or an area: what was drawn and its measure instead of the marker (docs/product.md §25.1).
  const shapeText = !shape ? td('missing')
    : [td(entryKind === 'line' ? 'drawn_line' : 'drawn_polygon'),
      entryKind === 'line' ? td('length', { value: formatLength(lengthMetres(shape), language) }) : td('area', { value: formatArea(areaSquareMetres(shape), language) })].join(' · ');
  const markerText = !marker ? ta('markerHint') : point ? te('markerHint') : t('markerSet');

  return (
    <Form onSubmit={onSubmit} noValidate aria-labelledby="entry-form-title">
      <h2 className="h5" id="entry-form-title" tabIndex={-1} ref={titleRef}>
        {heading}{category && <>: <TownText of={category}>{category.Label || category.Name}</TownText></>}
      </h2>
      {onChangeCategory && <Button variant="outline-primary" size="sm" className="mb-2" onClick={onChangeCategory}>{te('changeCategory')}</Button>}
      {drawn ? (
        <div className="mb-3">
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span className={shape ? 'text-success' : 'text-body-secondary'} role="status">{shapeText}</span>
            {onRedraw && <Button variant="outline-secondary" size="sm" onClick={onRedraw}>{td('change')}</Button>}
          </div>
          {geometryError && <div className="text-danger small mt-1" role="alert">{geometryError}</div>}
        </div>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <span className={marker ? 'text-success' : 'text-body-secondary'} role="status">{markerText}</span>
          {onPlaceMarker && <Button variant="outline-secondary" size="sm" onClick={onPlaceMarker}>{t('markerAtCentre')}</Button>}
        </div>
      )}
      {onShowEntry && <DuplicateHint layer={layer} place={hintPlace} onShow={onShowEntry} onDismiss={() => titleRef.current?.focus()} />}
      {offersOnBehalf && <OnBehalfFieldset state={onBehalf} />}
      <GermanOnlyNote of={layer.Schema} />
      <Questionnaire state={questionnaire} onChange={setValue} errors={errors} onPhotoPosition={onPhotoPosition} actions={(
        <>
          <Button type="submit" disabled={isPending}>{isPending ? t('saving') : t('save')}</Button>
          <Button variant="outline-danger" onClick={onDiscard}>{t('discard')}</Button>
        </>
      )} />
    </Form>
  );
}
