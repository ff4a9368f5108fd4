import { z } from 'zod';
import { NAME_MAX_LENGTH, MAP_MAX_KEYS } from './limits.js';

/** Opaque id (UUID v7 as created by the server, docs/architecture.md §5). */
export const Id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Ungültige ID').toLowerCase();
export type Id = z.infer<typeof Id>;

/** Path parameter holding one id. */
export const IdParams = z.object({ id: Id });

/** A non-empty, trimmed display name. */
export const Name = z.string().trim().min(1, 'Der Name darf nicht leer sein.').max(NAME_MAX_LENGTH, 'Der Name ist zu lang.');

/** Scalar value of a free key/value map (settings, attributes): text, number or boolean. */
export const ScalarValue = z.union([z.string().max(10_000), z.number().finite(), z.boolean()]);

/** Free key/value map with a bounded number of keys and no prototype keys. */
export const ScalarMap = z
  .record(z.string().min(1).max(NAME_MAX_LENGTH), ScalarValue)
  .refine((m) => Object.keys(m).length <= MAP_MAX_KEYS, `Höchstens ${MAP_MAX_KEYS} Einträge.`)
  .refine((m) => !Object.keys(m).some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype'), 'Unzulässiger Schlüssel.');
export type ScalarMap = z.infer<typeof ScalarMap>;

/** ISO 8601 UTC timestamp string. */
export const Timestamp = z.string();
