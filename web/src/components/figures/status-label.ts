import type { WorkspaceFigures } from '@mitmachkarte/contract';

/** One row of a project's entries per map and status (docs/product.md §16.11). */
export type FiguresStatusRow = WorkspaceFigures['ByStatus'][number];

/** A status of the figures in words: „Mängel: Umgesetzt (abgeschlossen)“; `closed` is the mark
 *  of a closed status (figures.closed in the interface language). */
export const figuresStatusLabel = (s: FiguresStatusRow, closed: string) => `${s.LayerName}: ${statusWords(s, closed)}`;

/** The status alone, closed ones marked: „Umgesetzt (abgeschlossen)“. */
export const statusWords = (s: FiguresStatusRow, closed: string) => `${s.Label}${s.Closed ? closed : ''}`;
