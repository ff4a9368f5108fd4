import { useLayoutEffect, useState } from 'react';

/** Moves the focus to the element with a given id after the next render (the first invalid field
 *  after a failed submit). Returns the function that asks for it. */
export function useFocusField(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string }>();
  useLayoutEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  // A new object each time, so that asking for the same field twice focuses it twice.
  return (id: string) => setTarget({ id });
}
