import { useSyncExternalStore } from 'react';
import { ALERT_AUTOCLOSE_MS } from '@mitmachkarte/contract';

/** One message in the alert area (docs/product.md §3.5 Alert). */
export type Alert = { id: number; alerttype: 'info' | 'success' | 'warning' | 'danger'; message: string; autoclose: boolean };

let alerts: Alert[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Removes one alert (the close button, or its auto-close timer). */
export function dismissAlert(id: number): void {
  alerts = alerts.filter((a) => a.id !== id);
  emit();
}

/** Shows an alert; auto-closing ones vanish after ALERT_AUTOCLOSE_MS (5000 ms, docs/product.md §9). Usable
 *  outside React (the query client's error handler). Returns the alert's id. */
export function showAlert(alerttype: Alert['alerttype'], message: string, autoclose = true): number {
  const alert = { id: nextId++, alerttype, message, autoclose };
  alerts = [...alerts, alert];
  emit();
  if (autoclose) setTimeout(() => dismissAlert(alert.id), ALERT_AUTOCLOSE_MS);
  return alert.id;
}

/** The current alerts, re-rendering on change. */
export function useAlerts(): Alert[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => alerts,
  );
}
