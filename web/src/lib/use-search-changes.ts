import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** A change of the address's query: the next query made from the current one. */
export type SearchChange = (params: URLSearchParams) => URLSearchParams;

interface Asked {
  /** The query drawn when the first of the changes not yet drawn was asked for. */
  drawn: string;
  /** The query last asked for. */
  next: URLSearchParams;
}

/** The address's query and a way to change it by parts (a screen that keeps its view in the
 *  address, such as the review table, docs/product.md §18.1). The router draws a new address in a
 *  React transition, later than it holds it. Two things follow, and both are handled here:
 *  - a second change made meanwhile — a status chosen while the search just sent is still being
 *    drawn — would be composed on the address still drawn, and undo the first (useSearchParams'
 *    updater gets the drawn query): a change is composed on the query last asked for as long as
 *    the drawn one has not moved since it was asked for; once it has (drawn, or Back), on the
 *    drawn one;
 *  - a control that shows the address (a checkbox) would spring back until the transition is
 *    drawn, and under load a click seemed not to take: the query returned is the one last asked
 *    for, drawn at once, until the router has drawn it. */
export function useSearchChanges(): [URLSearchParams, (change: SearchChange, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const drawn = params.toString();
  // The ref composes changes made before React draws again; the state draws the last of them.
  const asked = useRef<Asked | undefined>(undefined);
  const [shown, setShown] = useState<Asked | undefined>(undefined);
  // Another query drawn (the one asked for, or Back) ends what is shown: forgotten in this render.
  const [seen, setSeen] = useState(drawn);
  let showing = shown;
  if (seen !== drawn) {
    setSeen(drawn);
    setShown(undefined);
    showing = undefined;
  }
  // Once another query is drawn, what was asked for is drawn or overtaken (Back): forget it.
  useEffect(() => {
    if (asked.current && asked.current.drawn !== drawn) asked.current = undefined;
  }, [drawn]);
  const change = useCallback((update: SearchChange, options?: { replace?: boolean }) => {
    const pending = asked.current?.drawn === drawn ? asked.current : undefined;
    const base = pending?.next ?? params;
    const next = update(new URLSearchParams(base));
    // A change that changes nothing adds no entry to the history (Back would seem to do nothing).
    if (next.toString() === base.toString()) return;
    asked.current = { drawn, next };
    setShown(asked.current);
    setParams(next, options);
  }, [drawn, params, setParams]);
  return [showing?.next ?? params, change];
}
