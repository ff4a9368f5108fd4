import { z } from 'zod';
import { NAME_MAX_LENGTH, MAP_MAX_KEYS } from './limits.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Opaque id (UUID v7 as created by the server, docs/architecture.md §5). */
export const Id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, FIELD_MESSAGES.invalidId).toLowerCase();
export type Id = z.infer<typeof Id>;

/** Path parameter holding one id. */
export const IdParams = z.object({ id: Id });

/** A non-empty, trimmed display name. */
export const Name = z.string().trim().min(1, FIELD_MESSAGES.nameEmpty).max(NAME_MAX_LENGTH, FIELD_MESSAGES.nameTooLong);

/** Scalar value of a free key/value map (settings, attributes): text, number or boolean. */
export const ScalarValue = z.union([z.string().max(10_000), z.number().finite(), z.boolean()]);

/** Free key/value map with a bounded number of keys and no prototype keys. */
export const ScalarMap = z
  .record(z.string().min(1).max(NAME_MAX_LENGTH), ScalarValue)
  .refine((m) => Object.keys(m).length <= MAP_MAX_KEYS, fieldMessage('tooManyMapKeys', { max: MAP_MAX_KEYS }))
  .refine((m) => !Object.keys(m).some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype'), FIELD_MESSAGES.forbiddenKey);
export type ScalarMap = z.infer<typeof ScalarMap>;

/** ISO 8601 UTC timestamp string. */
export const Timestamp = z.string();
