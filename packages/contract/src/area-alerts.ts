import { z } from 'zod';
import { Id } from './common.js';
import {
  ALERT_FREQUENCIES, ALERT_POLYGON_MAX_VERTICES, ALERT_RADIUS_MAX, ALERT_RADIUS_MIN, MAX_ALERT_CATEGORIES, MAX_ALERT_PROJECTS,
} from './area-alert-rules.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Area alerts, „Benachrichtigung für ein Gebiet“ (docs/product.md §24.2; docs/decisions/0043):
 *  new public entries and status changes inside a drawn area or a radius, by mail at once, daily
 *  or weekly, and as an Atom feed. */

export const AlertFrequency = z.enum(ALERT_FREQUENCIES, { error: FIELD_MESSAGES.alertFrequency });
export type AlertFrequency = z.infer<typeof AlertFrequency>;

const lat = z.number({ error: FIELD_MESSAGES.latitudeNotNumber }).min(-90, FIELD_MESSAGES.latitudeNotNumber).max(90, FIELD_MESSAGES.latitudeNotNumber);
const lng = z.number({ error: FIELD_MESSAGES.longitudeNotNumber }).min(-180, FIELD_MESSAGES.longitudeNotNumber).max(180, FIELD_MESSAGES.longitudeNotNumber);
const RADIUS = fieldMessage('alertRadius', { min: ALERT_RADIUS_MIN, max: ALERT_RADIUS_MAX });
const VERTICES = fieldMessage('alertVertices', { max: ALERT_POLYGON_MAX_VERTICES });

/** The area of an alert: a circle (`Kreis`, centre in degrees WGS84, radius in whole metres) or a
 *  drawn polygon (`Polygon`, its corners as [longitude, latitude] in order, the ring closed by the
 *  server; 3 to ALERT_POLYGON_MAX_VERTICES corners; the server refuses crossing edges). */
export const AlertArea = z.discriminatedUnion('Kind', [
  z.strictObject({
    Kind: z.literal('Kreis'), Latitude: lat, Longitude: lng,
    Radius: z.number({ error: RADIUS }).int(RADIUS).min(ALERT_RADIUS_MIN, RADIUS).max(ALERT_RADIUS_MAX, RADIUS),
  }),
  z.strictObject({
    Kind: z.literal('Polygon'),
    Coordinates: z.array(z.tuple([lng, lat], { error: FIELD_MESSAGES.alertVertex }), { error: VERTICES }).min(3, VERTICES).max(ALERT_POLYGON_MAX_VERTICES + 1, VERTICES),
  }),
], { error: FIELD_MESSAGES.alertArea });
export type AlertArea = z.infer<typeof AlertArea>;

const Category = z.string({ error: FIELD_MESSAGES.alertCategory }).trim().min(1, FIELD_MESSAGES.alertCategory).max(200, FIELD_MESSAGES.alertCategory);

/** POST /area-alerts body: the area, one or more public projects, categories (none: all) and the
 *  frequency; `Email` only without an account (the address gets the link that confirms it). */
export const CreateAreaAlertBody = z.strictObject({
  Area: AlertArea,
  Projects: z.array(Id, { error: FIELD_MESSAGES.alertProjects }).min(1, FIELD_MESSAGES.alertProjects).max(MAX_ALERT_PROJECTS, FIELD_MESSAGES.alertProjects),
  Categories: z.array(Category, { error: FIELD_MESSAGES.alertCategory }).max(MAX_ALERT_CATEGORIES, FIELD_MESSAGES.alertCategory).optional(),
  Frequency: AlertFrequency,
  Email: z.string({ error: FIELD_MESSAGES.alertEmail }).trim().max(320, FIELD_MESSAGES.alertEmail)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, FIELD_MESSAGES.alertEmail).optional(),
});
export type CreateAreaAlertBody = z.infer<typeof CreateAreaAlertBody>;

/** An alert as its holder sees it: what it watches, whether it is paused, and its feed's secret link. */
export const AreaAlert = z.object({
  ID: Id, Area: AlertArea, Projects: z.array(z.string()), Categories: z.array(z.string()), Frequency: AlertFrequency,
  Paused: z.boolean(), CreatedAt: z.string(), FeedUrl: z.string(),
});
export type AreaAlert = z.infer<typeof AreaAlert>;

/** POST /area-alerts answer: what happened in words, and the alert when it works at once (an
 *  account's); null while a mailed link waits for confirmation. */
export const AreaAlertCreated = z.object({ Message: z.string(), Alert: AreaAlert.nullable() });
export type AreaAlertCreated = z.infer<typeof AreaAlertCreated>;

/** PUT /auth/area-alerts/{id} body: pause or resume. */
export const UpdateAreaAlertBody = z.strictObject({ Paused: z.boolean({ error: FIELD_MESSAGES.alertPaused }) });
export type UpdateAreaAlertBody = z.infer<typeof UpdateAreaAlertBody>;

/** The body of the mailed links' pages (confirm, unsubscribe): the token of the link. */
export const AreaAlertTokenBody = z.strictObject({
  Token: z.string({ error: FIELD_MESSAGES.linkInvalid }).min(1, FIELD_MESSAGES.linkInvalid).max(200, FIELD_MESSAGES.linkInvalid),
});
export type AreaAlertTokenBody = z.infer<typeof AreaAlertTokenBody>;
