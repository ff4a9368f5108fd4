import type { Layer, Point } from '@mitmachkarte/contract';
import { Link } from 'react-router';
import { entryTitle } from '../../../components/questionnaire/entry-values';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { mapLinkTo } from '../../../lib/map-link';
import { usePoint } from '../api/points';

/** „Bereits gemeldet: → <Eintrag>“ on the card of a merged duplicate (docs/product.md §24.3): a
 *  link to the original's details, named by its title once loaded. Nothing for other entries. */
export function DuplicateOf({ point, layer }: { point: Pick<Point, 'DuplicateOf' | 'Layer'>; layer: Pick<Layer, 'Schema'> & Partial<Pick<Layer, 'Workspace'>> }) {
  const t = useT('duplicateHint', de.duplicateHint);
  const original = usePoint(point.DuplicateOf);
  if (!point.DuplicateOf) return null;
  const name = (original.data && entryTitle(layer.Schema, original.data.Attributes)) || t('duplicateOfLink');
  return (
    <p className="alert alert-info py-2 mb-2">
      <strong>{t('duplicateOf')}</strong>{' '}
      {layer.Workspace
        ? <Link to={mapLinkTo({ workspace: layer.Workspace, layer: point.Layer, point: point.DuplicateOf })}><span aria-hidden="true">→ </span><span dir="auto">{name}</span></Link>
        : <span dir="auto">{name}</span>}
    </p>
  );
}
