import type { FastifyInstance } from 'fastify';
import { registerOneClick } from '../../lib/one-click.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import { unsubscribeAreaAlert } from './area-alerts.service.js';

/** One-click unsubscribe of an area alert (docs/product.md §24.2; RFC 8058): every alert mail
 *  names `POST /api/v1/area-alerts/one-click/<token>` in its List-Unsubscribe header; the alert is
 *  deleted as by the mail's link (area-alerts.service.ts unsubscribeAreaAlert). The form, its
 *  checks and limits: lib/one-click.ts. */
export async function areaAlertOneClickRoutes(app: FastifyInstance, opts: { limits: RateLimits }) {
  registerOneClick(app, {
    path: '/area-alerts/one-click/:token', tag: 'area-alerts', perHourLimit: opts.limits.confirmLinkPerHour,
    description: 'Abbestellen mit einem Klick (RFC 8058) aus dem List-Unsubscribe-Kopf einer Benachrichtigungs-E-Mail.',
    unsubscribe: (token) => unsubscribeAreaAlert(app.db, app.notificationDeps.secret, token),
  });
}
