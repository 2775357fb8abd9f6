import { useEffect, useState } from 'react';

/**
 * The text a live region holds: the first value at once, each later one `delayMs` after it stops changing
 * (the result count is refreshed 2 s after a change), so quick successive changes are said once. `pending` is true
 * while a newer text waits: the region is then `aria-busy`, as ARIA asks of a region whose update is under way.
 */
export function useDelayedText(text: string, delayMs: number): { shown: string; pending: boolean } {
  const [shown, setShown] = useState(text);
  useEffect(() => {
    if (text === shown) return undefined;
    const timer = setTimeout(() => setShown(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, shown, delayMs]);
  return { shown, pending: text !== shown };
}
