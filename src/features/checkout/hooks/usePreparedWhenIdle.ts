import { startTransition, useEffect, useState } from 'react';

/**
 * True once the page has been idle after hydration, set in a transition: what it guards (the second address form,
 * built hidden) is ready before the shopper asks for it, so that asking only shows it.
 */
export function usePreparedWhenIdle(): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    const prepare = () => startTransition(() => setPrepared(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(prepare, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = setTimeout(prepare, 200);
    return () => clearTimeout(handle);
  }, []);
  return prepared;
}
