import { useState } from 'react';
import type { SheetSize, SheetWish } from './map-sheet';

/** The sheet's state: its size, how to set it, and the wish that set it last. */
export type MapSheet = { size: SheetSize; setSize: (size: SheetSize) => void; key: string; target: string | undefined };

/** The sheet's size (map-sheet.ts): set to the wish's size whenever the wish's key changes (a
 *  point chosen, the form opened, the place to choose), else as the visitor sets it. `key` and
 *  `target` are the wish that set it last. */
export function useMapSheet(wish: SheetWish): MapSheet {
  const [size, setSize] = useState<SheetSize>(wish.size);
  const [key, setKey] = useState(wish.key);
  // React's pattern for state that follows a prop: set while rendering, before any effect runs.
  if (key !== wish.key) {
    setKey(wish.key);
    setSize(wish.size);
  }
  return { size, setSize, key, target: wish.target };
}
