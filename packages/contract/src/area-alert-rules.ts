/** The limits and frequencies of area alerts (docs/product.md §24.2; docs/decisions/0043) without
 *  zod schemas (those are in area-alerts.ts), so that the web app's alert form, its drawing checks
 *  and the profile's list of alerts load no schema code. */

/** The smallest and the largest radius around an address or a point (metres). */
export const ALERT_RADIUS_MIN = 100;
export const ALERT_RADIUS_MAX = 5000;
/** Most corners of a drawn area. */
export const ALERT_POLYGON_MAX_VERTICES = 200;
/** The largest drawn area (km²): about that of the largest circle (5 km: 78.5 km²). */
export const ALERT_AREA_MAX_KM2 = 100;
/** The widest drawn area in either direction (degrees): a box of about 28 × 17 km in Germany. */
export const ALERT_SPAN_MAX_DEGREES = 0.25;
/** How many alerts one account or one e-mail address may hold. */
export const MAX_AREA_ALERTS = 10;
/** How many projects and categories one alert may choose. */
export const MAX_ALERT_PROJECTS = 20;
export const MAX_ALERT_CATEGORIES = 50;
/** An alert by e-mail not confirmed in this many days is deleted. */
export const ALERT_CONFIRM_DAYS = 7;

/** How often the mails come: at once, as a daily or as a weekly digest. */
export const ALERT_FREQUENCIES = ['sofort', 'taeglich', 'woechentlich'] as const;
