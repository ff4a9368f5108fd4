import type { Layer, MapFilter, Point } from '@mitmachkarte/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, type ReactNode } from 'react';
import * as de from '../../../i18n/de/map';
import { useSession } from '../../../lib/session';
import { PointList } from './point-list';

// A point's details (answers, status, official answer, comments, votes, moderation) load when a
// point is selected: the map's first view shows none (docs/runtime.md §3).
const PointDetail = lazy(async () => ({ default: (await import('../detail/point-detail')).PointDetail }));

/** Which view of the overview shows the points. */
export type PointsView = 'detail' | 'list';

/** The views of the toggle, in its order, with their labels. */
const VIEWS: [PointsView, string][] = [['detail', de.map.detail], ['list', de.map.list]];

type OverviewPanelProps = {
  layer: Layer;
  /** The map's filter as the server reads it; the list pages through the points that pass it. */
  filter: MapFilter;
  selectedId: string | undefined;
  /** GET /gis/point/{selectedId}: the selected point's details. */
  selected: UseQueryResult<Point>;
  onSelect: (point: Point) => void;
  /** The list's 'Auf der Karte zeigen': select the point and focus its marker. */
  onShowOnMap: (point: Point) => void;
  view: PointsView;
  onView: (view: PointsView) => void;
  /** Whether the 'Neuer Eintrag' button is offered (the server has the last word). */
  canRecord: boolean;
  /** The button stands elsewhere (a phone's sheet bar): the invitation card shows only its text. */
  newEntryElsewhere?: boolean;
  /** The project is closed (Workspace.Closed, docs/product.md §17.2): said instead of an invitation,
   *  and its entries take no comments or votes. */
  closed: boolean;
  onNewEntry: () => void;
  /** „Bearbeiten“ of a point the caller may change (Point.CanChange): opens edit mode. */
  onEdit: (point: Point) => void;
  /** The filters of the points, above the Details / Liste toggle. */
  filterBar?: ReactNode;
  /** On a phone while the sheet is not wide open: the selected point shows as a card whose
   *  „Details“ calls this (detail/point-detail.tsx). */
  onDetails?: () => void;
};

/** Overview mode of the map app (docs/product.md §2, §4): the invitation card with 'Neuer Eintrag' (on a
 *  phone that button is in the sheet's bar), and the
 *  Details / Liste toggle (default Details) over the selected point (loaded by its id) or the
 *  list, paged by the server with the points' votes and comments. */
export function OverviewPanel({ layer, filter, selectedId, selected, onSelect, onShowOnMap, view, onView, canRecord, newEntryElsewhere = false, closed, onNewEntry, onEdit, filterBar, onDetails }: OverviewPanelProps) {
  const { loggedIn } = useSession();
  // A point just deselected, gone (deleted, hidden) or of another layer shows the hint to choose one.
  const point = selectedId && selected.data?.ID === selectedId && selected.data.Layer === layer.ID ? selected.data : undefined;
  const loading = Boolean(selectedId) && !point && selected.isPending;
  return (
    <>
      <div className="card mb-3 map-invite">
        <div className="card-body">
          <h2 className="card-title h5">{de.map.inviteTitle}</h2>
          <p className="card-text">{de.access.inviteText}</p>
          {canRecord
            ? !newEntryElsewhere && <button type="button" className="btn btn-primary" onClick={onNewEntry}>{de.map.newEntry}</button>
            : <p className="small text-body-secondary mb-0">{closed ? de.common.projectClosed : loggedIn ? de.map.recordNotAllowed : de.map.loginToRecord}</p>}
        </div>
      </div>
      {filterBar}
      {/* Bootstrap's toggle buttons: radios (which take the keyboard: Tab, arrow keys) drawn as
          buttons by their labels. */}
      <div className="btn-group mb-3" role="group" aria-label={de.map.viewToggle}>
        {VIEWS.map(([value, label]) => (
          <Fragment key={value}>
            <input type="radio" className="btn-check" name="map-points-view" id={`map-view-${value}`} value={value} autoComplete="off"
              checked={view === value} onChange={() => onView(value)} />
            <label className="btn btn-outline-primary btn-sm" htmlFor={`map-view-${value}`}>{label}</label>
          </Fragment>
        ))}
      </div>
      {view === 'detail'
        ? (loading ? <p>{de.common.loading}</p>
          : point ? <Suspense fallback={<p>{de.common.loading}</p>}><PointDetail point={point} layer={layer} closed={closed} onEdit={onEdit} onDetails={onDetails} /></Suspense>
          : <p className="text-body-secondary">{de.map.noSelection}</p>)
        // A new layer or filter starts at the first page.
        : <PointList key={`${layer.ID} ${JSON.stringify(filter)}`} layerId={layer.ID} filter={filter} schema={layer.Schema} statuses={layer.Statuses}
            selectedId={selectedId} onSelect={onSelect} onShowOnMap={onShowOnMap} onEdit={onEdit} />}
    </>
  );
}
