/** Paging of the audit log's screen: pure functions. */

/** The page named by the address (`?seite=`): a whole number from 1, else 1. */
export function pageFromParam(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `total` entries fill, at least one (an empty log is one empty page). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
