import { z } from 'zod';
import { POINTS_EXPORT_FORMATS } from './export.js';
import { FIELD_MESSAGES } from './field-messages.js';

/** Background jobs (docs/product.md §18.4, docs/decisions/0022): the export of a big layer runs
 *  while the manager goes on working; the file waits for them until it expires. */

/** A job's states: waiting for a thread, running, finished with a file, failed with a message. */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** How long a finished export's file is kept (hours); then it is deleted. */
export const JOB_FILE_HOURS = 24;

/** From this many entries on, the web app offers a layer's exports as a job. */
export const BIG_EXPORT_POINTS = 20_000;

export const EXPORT_FORMAT_MESSAGE = FIELD_MESSAGES.exportFormatUnknown;

/** POST /gis/exports/{layerId} query: the format of the file. */
export const ExportJobQuery = z.object({
  format: z.enum(POINTS_EXPORT_FORMATS, { error: EXPORT_FORMAT_MESSAGE }),
});
export type ExportJobQuery = z.infer<typeof ExportJobQuery>;

/** A job as its owner sees it: what it exports (the layer's id, null once the layer is deleted, and
 *  its name at the start), its state and progress (Done of Total entries), a German message when
 *  it failed, and once done the file's name and size (bytes); times ISO 8601 UTC. */
export const Job = z.object({
  ID: z.string(),
  Kind: z.enum(['export']),
  Layer: z.string().nullable(),
  LayerName: z.string(),
  Format: z.enum(POINTS_EXPORT_FORMATS),
  State: z.enum(JOB_STATES),
  Done: z.number().int(),
  Total: z.number().int(),
  Message: z.string(),
  FileName: z.string().nullable(),
  FileSize: z.number().int().nullable(),
  Created: z.string(),
  Finished: z.string().nullable(),
  Expires: z.string().nullable(),
});
export type Job = z.infer<typeof Job>;

export const JobList = z.array(Job);
export type JobList = z.infer<typeof JobList>;
