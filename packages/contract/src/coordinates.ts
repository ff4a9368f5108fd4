import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';

/** The numbers of a position (degrees WGS84, metres), apart from point.ts: map-area.ts needs them,
 *  and point.ts imports the geometry rules, which read map-area.ts's Boundary (no import cycle). */

/** Degrees WGS84. */
export const Latitude = z.number({ error: FIELD_MESSAGES.latitudeNotNumber })
  .min(-90, FIELD_MESSAGES.latitudeRange)
  .max(90, FIELD_MESSAGES.latitudeRange);
export const Longitude = z.number({ error: FIELD_MESSAGES.longitudeNotNumber })
  .min(-180, FIELD_MESSAGES.longitudeRange)
  .max(180, FIELD_MESSAGES.longitudeRange);
/** Metres above sea level; 0 when unknown. */
export const Altitude = z.number({ error: FIELD_MESSAGES.altitudeNotNumber }).min(-12_000).max(100_000);
