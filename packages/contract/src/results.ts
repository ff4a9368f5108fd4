import { z } from 'zod';
import { Id } from './common.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';
import { Description } from './project.js';

/** A project's public results page (docs/product.md §25.5, docs/decisions/0051): what the team
 *  chose to show, and the page as the server answers it. */

/** The figures a results page may show: entries, participants, comments, votes, entries per status. */
export const RESULT_FIGURES = ['entries', 'participants', 'comments', 'votes', 'statuses'] as const;
export const ResultFigure = z.enum(RESULT_FIGURES, { error: () => FIELD_MESSAGES.resultsFigureUnknown });
export type ResultFigure = z.infer<typeof ResultFigure>;
/** Most charts of one results page. */
export const RESULTS_CHARTS_MAX = 12;
/** Most official answers listed on a results page (newest first). */
export const RESULTS_ANSWERS_MAX = 100;

/** One chart: a choice or yes/no question (`Question`, the variable's name) of a map of the project. */
export const ResultsChart = z.strictObject({ Layer: Id, Question: z.string().min(1).max(100) });
export type ResultsChart = z.infer<typeof ResultsChart>;

/** PUT /gis/workspace/{id}/results body and the stored settings: the organisation's text
 *  (Markdown), the figures, the charts, whether the official answers and the downloads are shown. */
export const ProjectResults = z.strictObject({
  Text: Description.default(''),
  Figures: z.array(ResultFigure).max(RESULT_FIGURES.length)
    .refine((f) => new Set(f).size === f.length, { message: FIELD_MESSAGES.resultsFigureTwice }).default([]),
  Charts: z.array(ResultsChart).max(RESULTS_CHARTS_MAX, fieldMessage('resultsTooManyCharts', { max: RESULTS_CHARTS_MAX }))
    .refine((c) => new Set(c.map((x) => `${x.Layer}:${x.Question}`)).size === c.length, { message: FIELD_MESSAGES.resultsChartTwice }).default([]),
  Answers: z.boolean().default(false),
  Downloads: z.boolean().default(false),
});
export type ProjectResults = z.infer<typeof ProjectResults>;

const Count = z.object({ Key: z.string(), Label: z.string(), Count: z.number().int() });

/** The results page as answered: `Published` whether everyone sees it now, `PublishedFrom` the
 *  first day of the results phase (null: none, or an open first day), `PhaseTitle` its title
 *  (null: none). Every number counts only what an anonymous visitor may see. `Settings`: the
 *  stored choices, for the team only (null for others). */
export const ProjectResultsPage = z.object({
  Project: z.object({ ID: Id, Name: z.string() }),
  Published: z.boolean(),
  PublishedFrom: z.string().nullable(),
  PhaseTitle: z.string().nullable(),
  Text: z.string(),
  Figures: z.object({
    Entries: z.number().int().nullable(),
    Participants: z.number().int().nullable(),
    Comments: z.number().int().nullable(),
    Votes: z.number().int().nullable(),
    Statuses: z.array(z.object({ Layer: Id, LayerName: z.string(), Counts: z.array(Count) })).nullable(),
  }),
  Charts: z.array(z.object({ Layer: Id, LayerName: z.string(), Question: z.string(), QuestionText: z.string(), Options: z.array(Count) })),
  Answers: z.object({
    ByStatus: z.array(z.object({ Layer: Id, LayerName: z.string(), Counts: z.array(Count) })),
    Entries: z.array(z.object({ ID: Id, Layer: Id, Title: z.string(), Status: z.string(), Answer: z.string(), AnsweredAt: z.string().nullable() })),
  }).nullable(),
  Downloads: z.array(z.object({ Layer: Id, LayerName: z.string(), Formats: z.array(z.enum(['geojson', 'csv', 'gpkg'])) })).nullable(),
  Settings: ProjectResults.nullable(),
  CanEdit: z.boolean(),
});
export type ProjectResultsPage = z.infer<typeof ProjectResultsPage>;
