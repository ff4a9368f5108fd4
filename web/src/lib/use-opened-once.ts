import { useState } from 'react';

/** True from the first time `open` is true: a pop-up whose code loads when it is first opened
 *  stays rendered afterwards, so that it can close (and animate out) instead of vanishing
 *  (docs/runtime.md §3). */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
