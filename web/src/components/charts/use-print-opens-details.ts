import { useEffect } from 'react';

/** Opens every closed „Daten als Tabelle“ while the page prints and closes them again afterwards
 *  (docs/product.md §18.5: the tables are part of the report), for browsers that do not print
 *  closed <details> by the print stylesheet (charts.css). */
export function usePrintOpensDetails(): void {
  useEffect(() => {
    let opened: HTMLDetailsElement[] = [];
    const before = () => {
      opened = [...document.querySelectorAll<HTMLDetailsElement>('details.chart-table:not([open])')];
      for (const d of opened) d.open = true;
    };
    const after = () => {
      for (const d of opened) d.open = false;
      opened = [];
    };
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
}
