import type { WorkspaceFigures } from '@mitmachkarte/contract';
import { figures as t } from '../../i18n/de/deadlines';

/** One row of a project's entries per map and status (docs/product.md §16.11). */
export type FiguresStatusRow = WorkspaceFigures['ByStatus'][number];

/** A status of the figures in words: „Mängel: Umgesetzt (abgeschlossen)“. */
export const figuresStatusLabel = (s: FiguresStatusRow) => `${s.LayerName}: ${statusWords(s)}`;

/** The status alone, closed ones marked: „Umgesetzt (abgeschlossen)“. */
export const statusWords = (s: FiguresStatusRow) => `${s.Label}${s.Closed ? t.closed : ''}`;
