import type { WorkspaceFigures } from '@mitmachkarte/contract';
import { Table } from 'react-bootstrap';
import { formatShare } from '../charts/chart-specs';
import { figures } from '../../i18n/de/deadlines';
import { useT } from '../../i18n/runtime';
import { useFormat } from '../../lib/use-format';
import { statusWords } from './status-label';

/** The project's entries of the period per map and status of figures `f` (docs/product.md §16.11)
 *  as a captioned table — Karte, Status, Anzahl, Anteil — for the printed report of a map's charts
 *  (§18.5), where a second chart „Einträge nach Status“ would be mistaken for the map's own. */
export function StatusCountsTable({ f }: { f: WorkspaceFigures }) {
  const t = useT('figures', figures);
  const n = useFormat();
  if (f.ByStatus.length === 0) return null;
  // On a phone the maps' names and statuses are wider than the screen: the table scrolls in its own
  // region, which the keyboard reaches (WCAG 1.4.10, 2.1.1).
  return (
    <div className="table-responsive" role="region" aria-label={t('byMapAndStatus')} tabIndex={0}>
      <Table size="sm" striped className="w-auto chart-data">
        <caption className="caption-top">{t('byMapAndStatus')}</caption>
        <thead><tr><th scope="col">{t('map')}</th><th scope="col">{t('status')}</th><th scope="col">{t('count')}</th><th scope="col">{t('share')}</th></tr></thead>
        <tbody>
          {f.ByStatus.map((s) => (
            <tr key={`${s.Layer}/${s.Status}`}>
              <th scope="row" className="fw-normal">{s.LayerName}</th>
              <td>{statusWords(s, t('closed'))}</td>
              <td className="text-end">{n.number(s.Count)}</td>
              <td className="text-end">{formatShare(s.Count, f.Entries, n.language)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
