import { startViewOf, type Point } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import type L from 'leaflet';
import { lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import * as de from '../../i18n/de/map';
import { useT } from '../../i18n/runtime';
import { pointKey, useMapSummary, usePoint } from './api/points';
import { LayerSelector } from './panel/layer-selector';
import { MapView } from './view/map-view';
import { OverviewPanel } from './list/overview-panel';
import { PointFilterBar } from './list/point-filter-bar';
import { usePointFilter } from './list/use-point-filter';
import { useWorkspaceSelection } from '../../lib/use-workspace-selection';
import { useLocalisedLayer } from '../../lib/use-localised';
import type { MarkerPosition } from './entry/use-save-point';
import { AddressSearch } from '../../components/address-search';
import { centreAbove, showLocation, showPlace, viewBoxOf } from '../../lib/leaflet';
import { MyLocation, type Located } from './view/my-location';
import { useLiveUpdates } from './api/live-updates';
import type { QueuedEntry } from '../../lib/offline/db';
import { AfterLoad } from '../../lib/use-after-load';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { acceptedKinds, INITIAL_MAP_MODE, mapMode } from './map-mode';
import { MapLayout, useMapHeight } from './map-layout';
import { useMediaQuery } from '../../lib/use-media-query';
import { CARD_WISH, PHONE_LAYOUT, SHEET_PEEK_PX, sheetHeightPx, sheetWish } from './sheet/map-sheet';
import { useSheetHistory } from './sheet/use-sheet-history';
import { useMapSheet } from './sheet/use-map-sheet';
import { NewEntryButton, PhoneOverlay } from './sheet/phone-overlay';
import { useLinkedPoint } from './use-linked-point';

// What the map's first view does not show loads when it is opened (docs/runtime.md §3): the
// entry form, the category chooser and the information pop-up.
const EntryForm = lazy(async () => ({ default: (await import('./entry/entry-form')).EntryForm }));
const CategoryChooser = lazy(async () => ({ default: (await import('./entry/category-chooser')).CategoryChooser }));
// Lines and areas (docs/product.md §25.1): the question of the kind and the drawing, with Geoman
// loaded by the drawing itself.
const KindChooser = lazy(async () => ({ default: (await import('./entry/kind-chooser')).KindChooser }));
const ShapeDrawing = lazy(async () => ({ default: (await import('./entry/shape-drawing')).ShapeDrawing }));
const InfoModal = lazy(async () => ({ default: (await import('./panel/info-modal')).InfoModal }));
// Capturing without network (docs/product.md §22) loads after the map: the service worker, the
// queue of entries saved on this device and the offline map area.
const OfflinePanel = lazy(async () => ({ default: (await import('./offline/offline-panel')).OfflinePanel }));

/** The map app at /map (docs/product.md §2.14 Map app, §4): map left, scrolling panel right; on a
 *  phone the map fills the screen and the panel is a sheet over it (map-layout.tsx, sheet/).
 *  Overview mode shows the invitation and the points; 'Neuer Eintrag' or a double-click
 *  on the map leads through the category chooser into record mode with the entry form; „Bearbeiten“
 *  (or a link with `bearbeiten=1`) opens edit mode, the same form filled with a point's answers and
 *  its draggable marker (docs/product.md §16.5, §16.6). Which mode, marker, pop-up and selection
 *  hold is decided by mapMode (map-mode.ts); this component loads the data and composes the parts. */
export function MapPage() {
  const t = useT('map', de.map);
  const tl = useT('myLocation', de.myLocation);
  const tc = useT('common', de.common);
  const te = useT('editEntry', de.editEntry);
  const selection = useWorkspaceSelection({ linkAndOrgDefaults: true });
  const { workspace } = selection;
  // The questionnaire in the visitor's language where the town wrote it (docs/product.md §23.5).
  const layer = useLocalisedLayer(selection.layer);
  const { filter, setFilter, wireFilter } = usePointFilter(layer?.ID);
  // The server filters (docs/product.md §16.1).
  const summary = useMapSummary(layer?.ID, wireFilter);
  // What others add, change or remove shows without a reload (docs/product.md §21).
  useLiveUpdates(layer?.ID);
  const qc = useQueryClient();
  const map = useRef<L.Map>(null);
  const [state, dispatch] = useReducer(mapMode, INITIAL_MAP_MODE);
  const { mode, marker, selectedId } = state;
  // The visitor's position found by „Mein Standort“, drawn on the map.
  const [located, setLocated] = useState<Located>();
  const chooserOpened = useOpenedOnce(state.chooserOpen);
  const kindChooserOpened = useOpenedOnce(state.kindChooserOpen);
  const infoOpened = useOpenedOnce(state.infoOpen);
  const selected = usePoint(selectedId);
  // A point of another layer (chosen before switching layers) is not this map's selection.
  const selectedPoint = selected.data?.ID === selectedId && selected.data?.Layer === layer?.ID ? selected.data : undefined;
  useLinkedPoint(layer, dispatch);
  // On a phone the panel is a sheet over the map (sheet/map-sheet.ts): it opens for a chosen point
  // and the form, and peeks while the place of an entry is chosen.
  const phone = useMediaQuery(PHONE_LAYOUT);
  const height = useMapHeight();
  // Each tap on a marker is a new wish: the same marker tapped again opens the folded sheet again.
  const [taps, countTap] = useReducer((n: number) => n + 1, 0);
  // A line or an area is drawn with the sheet peeking; its form opens once it is drawn.
  const drawnKind = state.entryKind === 'point' ? undefined : state.entryKind;
  const placed = drawnKind ? !state.drawing && !!state.shape : !!marker;
  const sheet = useMapSheet(sheetWish(mode.kind, placed, selectedId && `${selectedId}-${taps}`, state.view));
  const { setSize } = sheet;
  useSheetHistory(phone, sheet.size !== 'peek' && sheet.key.startsWith(CARD_WISH) ? sheet.key : undefined, useCallback(() => setSize('peek'), [setSize]));
  const coverBelow = phone ? sheetHeightPx(sheet.size, height) : 0;
  const placing = phone && mode.kind === 'record' && !drawnKind && !marker;
  // The cross-hair of choosing a place: the middle of the map above the peeking sheet.
  const crossTop = Math.round((height - SHEET_PEEK_PX) / 2);

  // The point being changed in edit mode.
  const editing = mode.kind === 'edit' ? mode.point : undefined;
  // The server says who may add points (points.policy.ts canAddPoint).
  const canRecord = layer?.CanAddPoints ?? false;

  const moveMarker = (position: MarkerPosition) => dispatch({ type: 'moveMarker', position });
  const onDoubleClick = (position: MarkerPosition) => dispatch({ type: 'doubleClick', layer, position });
  // The middle of the map the visitor sees: above the sheet on a phone.
  const placeMarkerAtCentre = () => {
    const m = map.current;
    if (!m) return;
    const centre = (phone ? m.containerPointToLatLng([m.getSize().x / 2, (height - coverBelow) / 2]) : m.getCenter()).wrap();
    moveMarker({ lat: centre.lat, lng: centre.lng });
  };
  // Brings the map into view: on a phone the sheet peeks.
  const showMap = () => {
    if (phone) sheet.setSize('peek');
  };
  // The marker where an uploaded photo was taken, shown on the map.
  const placeMarkerAt = (position: MarkerPosition) => {
    moveMarker(position);
    const m = map.current;
    // On a phone the form opens in the sheet: the marker goes to the middle of the map above it.
    if (m) m.panTo(centreAbove(m, [position.lat, position.lng], m.getZoom(), phone ? sheetHeightPx('half', height) : 0));
  };
  const toOverview = () => dispatch({ type: 'leaveForm' });
  const onSaved = (point: Point) => dispatch({ type: 'saved', id: point.ID });
  // „Mein Standort“ (docs/product.md §17.1): the map centres on the position; the step offered
  // there is a new entry with its marker there (as a double-click), or in record and edit mode the
  // marker moved there — none once the marker stands there.
  const showLocated = (position: Located) => {
    setLocated(position);
    showLocation(map.current, position, coverBelow);
  };
  const markerThere = !!marker && !!located && marker.lat === located.lat && marker.lng === located.lng;
  const locationStep = markerThere ? undefined
    : mode.kind !== 'overview' ? { label: tl('markerHere'), done: tl('markerPlaced'), run: ({ lat, lng }: Located) => placeMarkerAt({ lat, lng }) }
    : canRecord && layer ? { label: tl('createHere'), run: ({ lat, lng }: Located) => onDoubleClick({ lat, lng }) }
    : undefined;
  // An entry of the list is a whole point: its details need no second request.
  const knowPoint = (point: Point) => {
    if (!qc.getQueryData(pointKey(point.ID))) qc.setQueryData(pointKey(point.ID), point);
  };
  const editPoint = (point: Point) => {
    if (layer) dispatch({ type: 'edit', layer, point });
  };
  // An entry waiting on this device (docs/product.md §22) opens in record mode; saving puts it
  // back in its place in the queue.
  const editQueued = (entry: QueuedEntry) => {
    if (layer) dispatch({ type: 'editQueued', layer, entry });
  };

  // The drawing of a line or an area: its controls in the panel, on a phone in a bar over the map
  // above the peeking sheet (docs/product.md §25.1); the shape stays on the map in the form.
  const drawingShown = drawnKind && mode.kind !== 'overview';
  const shapeDrawing = drawingShown && (
    <Suspense fallback={null}>
      <ShapeDrawing key={`${layer?.ID}-${mode.kind === 'edit' ? mode.point.ID : mode.kind === 'record' ? mode.draft?.seq ?? 'new' : ''}-${drawnKind}`}
        mapRef={map} kind={drawnKind} shape={state.shape} boundary={workspace?.Boundary ?? null} active={state.drawing}
        onShape={(shape) => dispatch({ type: 'shape', shape })} onDone={() => dispatch({ type: 'drawingDone' })}
        onCancel={() => (mode.kind === 'edit' && state.shape ? dispatch({ type: 'drawingDone' }) : toOverview())} />
    </Suspense>
  );

  // „Fertig“ of the drawing is gone with it: the focus goes to the form.
  useEffect(() => {
    if (drawnKind && !state.drawing && mode.kind !== 'overview') document.getElementById('entry-form-title')?.focus({ preventScroll: true });
  }, [drawnKind, state.drawing, mode.kind]);

  // „Mein Standort“: in the panel, or on a phone while a place is chosen in the bar over the map.
  const myLocation = <MyLocation onLocated={showLocated} nextStep={locationStep} />;

  return (
    <MapLayout title={layer?.Name ?? t('title')} mode={mode.kind} onInfo={() => dispatch({ type: 'info', open: true })} height={height}
      phone={phone ? {
        sheet,
        overlay: <>{drawingShown && <div className={state.drawing ? 'map-place-bar map-draw-bar' : undefined}>{shapeDrawing}</div>}<PhoneOverlay placing={placing} crossTop={crossTop} onPlace={placeMarkerAtCentre} onCancel={toOverview}
          location={placing && myLocation} /></>,
        // In the sheet's bar, not over the map, where it would hide markers.
        action: canRecord && layer && mode.kind === 'overview' && !(workspace?.Closed ?? false)
          ? <NewEntryButton onNewEntry={() => dispatch({ type: 'newEntry', layer })} /> : undefined,
      } : undefined}
      map={
        <MapView layerId={layer?.ID} area={workspace && { MapView: startViewOf(layer, workspace), Boundary: workspace.Boundary }} summary={summary.isPlaceholderData ? undefined : summary.data} choosing={selection.isLoading} filter={wireFilter}
          categories={layer?.Schema.Categories ?? []} statuses={layer?.Statuses ?? []} contextLayers={layer?.ContextLayers} selectedId={selectedId} selected={selectedPoint}
          onSelect={(id) => { countTap(); dispatch({ type: 'select', id }); }} focusRequest={state.focusRequest} marker={drawnKind ? undefined : marker} onMarkerMove={moveMarker} onDoubleClick={onDoubleClick} mapRef={map} located={located} coverBelow={coverBelow}
          hiddenId={editing?.ID} markerLabel={editing ? te('marker') : undefined} drawing={Boolean(drawingShown)} />
      }
      dialogs={
        <Suspense fallback={null}>
          {layer && chooserOpened && (
            <CategoryChooser show={state.chooserOpen} categories={layer.Schema.Categories} onChoose={(category) => dispatch({ type: 'chooseCategory', category })}
              onClose={() => dispatch({ type: 'closeChooser' })} />
          )}
          {layer && kindChooserOpened && (
            <KindChooser show={state.kindChooserOpen} kinds={acceptedKinds(layer)} onChoose={(kind) => dispatch({ type: 'chooseKind', layer, kind })}
              onClose={() => dispatch({ type: 'closeKindChooser' })} />
          )}
          {infoOpened && <InfoModal show={state.infoOpen} onClose={() => dispatch({ type: 'info', open: false })} />}
        </Suspense>
      }>
      {/* First in the panel, so that a half-open sheet on a phone shows the button, its next step
          and its message with the map above (docs/product.md §17.1). */}
      {!placing && !(drawingShown && state.drawing) && myLocation}
      {!phone && shapeDrawing}
      {/* The offline panel waits until the map's first view has been drawn; its place is kept
          meanwhile (styles.css .map-offline-slot), so that „Neuer Eintrag“ below does not move
          away from a finger or a pointer on its way when the panel comes. */}
      <div className="map-offline-slot"><AfterLoad><Suspense fallback={null}><OfflinePanel map={map} layerId={layer?.ID}
        onEdit={mode.kind === 'overview' ? editQueued : undefined} /></Suspense></AfterLoad></div>
      <LayerSelector workspaces={selection.workspaces} workspace={workspace} layers={selection.layers} layer={layer}
        onWorkspace={selection.selectWorkspace} onLayer={selection.selectLayer} disabled={mode.kind !== 'overview'} />
      <AddressSearch viewBox={() => viewBoxOf(map.current)} onFound={(place) => {
        showPlace(map.current, place);
        showMap();
      }} />
      {selection.isLoading && <p>{tc('loading')}</p>}
      {!selection.isLoading && !layer && <p>{selection.workspaces.length === 0 ? t('noWorkspace') : t('noLayer')}</p>}
      {layer && mode.kind === 'overview' && (
        <OverviewPanel layer={layer} filter={wireFilter} selectedId={selectedId} selected={selected}
          onSelect={(point) => { knowPoint(point); dispatch({ type: 'select', id: point.ID }); }}
          onShowOnMap={(point) => {
            knowPoint(point);
            // On a phone the entry's card opens in the sheet with its marker above; elsewhere the
            // list stays and the focus goes to the marker.
            dispatch(phone ? { type: 'openLink', id: point.ID } : { type: 'showOnMap', id: point.ID });
          }}
          view={state.view} onView={(view) => dispatch({ type: 'view', view })}
          canRecord={canRecord} newEntryElsewhere={phone} closed={workspace?.Closed ?? false} workspace={workspace} onNewEntry={() => dispatch({ type: 'newEntry', layer })} onEdit={editPoint}
          onDetails={phone && sheet.size !== 'full' ? () => setSize('full') : undefined}
          filterBar={<PointFilterBar layer={layer} filter={filter} onChange={setFilter} shown={summary.data?.Matched} total={summary.data?.Total} />} />
      )}
      <Suspense fallback={<p role="status">{tc('loading')}</p>}>
      {layer && mode.kind === 'record' && (
        <div hidden={!!drawnKind && state.drawing}><EntryForm entryKind={state.entryKind} shape={state.shape} onRedraw={() => dispatch({ type: 'redraw' })} key={`${layer.ID}-${mode.draft?.seq ?? 'new'}`} layer={layer} boundary={workspace?.Boundary ?? null} category={mode.category} marker={marker}
          draft={mode.draft} onSaved={onSaved} onQueued={toOverview} onDiscard={toOverview} onPlaceMarker={placeMarkerAtCentre}
          onPlaceMarkerAt={placeMarkerAt} onMissingMarker={showMap} onShowEntry={mode.draft ? undefined : (id) => dispatch({ type: 'saved', id })} /></div>
      )}
      {layer && mode.kind === 'edit' && (
        <div hidden={!!drawnKind && state.drawing}><EntryForm entryKind={state.entryKind} shape={state.shape} onRedraw={() => dispatch({ type: 'redraw' })} key={`${layer.ID}-${mode.point.ID}`} layer={layer} boundary={workspace?.Boundary ?? null} category={mode.category} marker={marker} point={mode.point}
          onChangeCategory={layer.Schema.Categories.length > 0 ? () => dispatch({ type: 'changeCategory' }) : undefined}
          onSaved={onSaved} onDiscard={toOverview} onPlaceMarker={placeMarkerAtCentre} /></div>
      )}
      </Suspense>
    </MapLayout>
  );
}
