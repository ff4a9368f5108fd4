import { useLayoutEffect, useRef } from 'react';
import * as de from '../i18n/de/common';
import { useT } from '../i18n/runtime';
import { dismissAlert, useAlerts } from '../lib/alerts';
import { setFrameHeight } from '../lib/frame';

/** The alert area (docs/product.md §2.5): dismissible messages; auto-closing ones vanish after
 *  5000 ms. A live region, so screen readers announce new messages. It is a strip right below the
 *  navigation bar that pushes the page down while it holds messages, so that none lies over a
 *  control (the map's legend, „Mitmachen“), and sticks below the bar on a scrolled page, so that
 *  each is seen. The map, which fills the window, keeps its size and lies under the strip, whose
 *  height it reads (lib/frame.ts) to move its upper controls below it. Over an open modal the
 *  messages stand bottom left instead (styles.css). Bootstrap's markup without
 *  react-bootstrap's Alert, whose transitions would come with every first load (docs/runtime.md §3). */
export function AlertsArea() {
  const tc = useT('common', de.common);
  const ta = useT('alerts', de.alerts);
  const alerts = useAlerts();
  const area = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Measured after layout (docs/runtime.md §3); over a modal it pushes nothing.
    const observer = new ResizeObserver(() =>
      setFrameHeight('alerts', getComputedStyle(element).position === 'fixed' ? 0 : element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={area} className="alerts-area" role="region" aria-label={ta('region')} aria-live="polite">
      {alerts.map((a) => (
        <div key={a.id} className={`alert alert-${a.alerttype} alert-dismissible`}
          role={a.alerttype === 'warning' || a.alerttype === 'danger' ? 'alert' : 'status'}>
          {a.message}
          <button type="button" className="btn-close" aria-label={tc('close')} onClick={() => dismissAlert(a.id)} />
        </div>
      ))}
    </div>
  );
}
