import { flattenCategories, type Layer } from '@mitmachkarte/contract';
import { useId } from 'react';
import * as de from '../../../i18n/de/map';
import { useTownText, useTownTextOf } from '../../../components/town-text';
import { useT } from '../../../i18n/runtime';
import { FILTER_PERIODS, isFiltered, NO_FILTER, type PointFilter } from './point-filter';

type PointFilterBarProps = {
  layer: Pick<Layer, 'Statuses' | 'Schema'>;
  filter: PointFilter;
  onChange: (filter: PointFilter) => void;
  /** How many of how many points pass the filter (GET /gis/map/{layerId}: Matched, Total);
   *  undefined while the server has not answered. */
  shown: number | undefined;
  total: number | undefined;
};

/** Status, Kategorie and Zeitraum of the points the map and the list show (docs/product.md §16.1),
 *  with the count that passes, announced politely, and "Filter zurücksetzen". */
export function PointFilterBar({ layer, filter, onChange, shown, total }: PointFilterBarProps) {
  const t = useT('pointFilter', de.pointFilter);
  const town = useTownText();
  const townOf = useTownTextOf();
  const id = useId();
  const categories = flattenCategories(layer.Schema.Categories);
  return (
    <section aria-labelledby={`${id}-title`} className="mb-3">
      <h2 className="visually-hidden" id={`${id}-title`}>{t('title')}</h2>
      <div className="row g-2">
        <div className="col-sm-4">
          <label className="form-label small mb-0" htmlFor={`${id}-status`}>{t('status')}</label>
          <select className="form-select form-select-sm" id={`${id}-status`} value={filter.status} onChange={(e) => onChange({ ...filter, status: e.target.value })}>
            <option value="">{t('all')}</option>
            {layer.Statuses.map((s) => <option key={s.Key} value={s.Key} {...town}>{s.Label}</option>)}
          </select>
        </div>
        {categories.length > 0 && (
          <div className="col-sm-4">
            <label className="form-label small mb-0" htmlFor={`${id}-category`}>{t('category')}</label>
            <select className="form-select form-select-sm" id={`${id}-category`} value={filter.category} onChange={(e) => onChange({ ...filter, category: e.target.value })}>
              <option value="">{t('all')}</option>
              {categories.map(({ category, path }) => (
                <option key={category.Name} value={category.Name} {...townOf(category, 'Label')}>{'– '.repeat(path.length)}{category.Label || category.Name}</option>
              ))}
            </select>
          </div>
        )}
        <div className="col-sm-4">
          <label className="form-label small mb-0" htmlFor={`${id}-period`}>{t('period')}</label>
          <select className="form-select form-select-sm" id={`${id}-period`} value={filter.days} onChange={(e) => onChange({ ...filter, days: Number(e.target.value) })}>
            {FILTER_PERIODS.map((d) => <option key={d} value={d}>{t('periodOf', { days: d })}</option>)}
          </select>
        </div>
      </div>
      <p className="small mt-1 mb-0 d-flex align-items-center gap-2">
        <span role="status">{shown !== undefined && total !== undefined ? (shown !== total ? t('countOf', { shown, total }) : t('count', { total })) : ''}</span>
        {isFiltered(filter) && <button type="button" className="btn btn-link btn-sm p-0" onClick={() => onChange(NO_FILTER)}>{t('reset')}</button>}
      </p>
    </section>
  );
}
