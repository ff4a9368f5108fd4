import * as de from '../i18n/de/common';
import { dismissAlert, useAlerts } from '../lib/alerts';

/** The alert area (docs/product.md §2): dismissible messages; auto-closing ones vanish after 5000 ms.
 *  A live region, so screen readers announce new messages. Bootstrap's markup without
 *  react-bootstrap's Alert, whose transitions would come with every first load (docs/runtime.md §3). */
export function AlertsArea() {
  const alerts = useAlerts();
  return (
    <div className="alerts-area" role="region" aria-label={de.alerts.region} aria-live="polite">
      {alerts.map((a) => (
        <div key={a.id} className={`alert alert-${a.alerttype} alert-dismissible`}
          role={a.alerttype === 'warning' || a.alerttype === 'danger' ? 'alert' : 'status'}>
          {a.message}
          <button type="button" className="btn-close" aria-label={de.common.close} onClick={() => dismissAlert(a.id)} />
        </div>
      ))}
    </div>
  );
}
