import { startTransition, useCallback, useState } from 'react';

/**
 * What a control will show, prepared when the shopper shows the intent to use it (the pointer over it, focus on it):
 * `prepare` starts building it hidden in a transition, so that the press only shows it. Building it earlier, while the
 * page settles, would block the main thread for shoppers who never ask for it.
 */
export function usePreparedOnIntent(): [prepared: boolean, prepare: () => void] {
  const [prepared, setPrepared] = useState(false);
  const prepare = useCallback(() => startTransition(() => setPrepared(true)), []);
  return [prepared, prepare];
}
