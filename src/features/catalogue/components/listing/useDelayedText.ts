import { useEffect, useState } from 'react';

/**
 * The text a live region holds: the first value at once, each later one `delayMs` after it stops changing
 * (the result count is refreshed 2 s after a change), so quick successive changes are said once.
 */
export function useDelayedText(text: string, delayMs: number): string {
  const [shown, setShown] = useState(text);
  useEffect(() => {
    if (text === shown) return undefined;
    const timer = setTimeout(() => setShown(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, shown, delayMs]);
  return shown;
}
