import { v7 as uuidv7 } from 'uuid';

/** New opaque id: a UUID v7, so ids sort by creation time (docs/architecture.md §5). */
export const newId = (): string => uuidv7();

/** Current time as ISO 8601 UTC text, the stored form of every timestamp. */
export const nowIso = (): string => new Date().toISOString();
