/** The list with the item at `index` moved by `delta` places (up: -1, down: +1); unchanged when
 *  that would leave the list. */
export function moveItem<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const to = index + delta;
  const copy = [...list];
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return copy;
  [copy[index], copy[to]] = [copy[to]!, copy[index]!];
  return copy;
}

/** `${prefix}${n}` with n the next free number: counting on from `start` until the name is not
 *  taken ('Frage2' for a second new question, docs/product.md §5.7; 'Kategorie2', §3.12). */
export function nextFreeName(prefix: string, taken: Iterable<string>, start: number): string {
  const names = new Set(taken);
  let n = Math.max(1, start);
  while (names.has(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}
