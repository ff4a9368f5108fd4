import { Alert } from 'react-bootstrap';
import * as de from '../i18n/de/common';
import { dismissAlert, useAlerts } from '../lib/alerts';

/** The alert area (docs/product.md §2): dismissible messages; auto-closing ones vanish after 5000 ms.
 *  A live region, so screen readers announce new messages. */
export function AlertsArea() {
  const alerts = useAlerts();
  return (
    <div className="alerts-area" role="region" aria-label={de.alerts.region} aria-live="polite">
      {alerts.map((a) => (
        <Alert key={a.id} variant={a.alerttype} dismissible closeLabel={de.common.close} onClose={() => dismissAlert(a.id)}
          role={a.alerttype === 'warning' || a.alerttype === 'danger' ? 'alert' : 'status'}>
          {a.message}
        </Alert>
      ))}
    </div>
  );
}
