import { useState } from 'react';

export type ShareOutcome = 'idle' | 'shared' | 'copied' | 'prompt';

/**
 * Share: the Web Share API where the browser has it (phones); otherwise the link is copied, and when copying fails
 * (no clipboard access, an insecure page) the spec's prompt 'Copy to clipboard: Ctrl+C, Enter' is shown instead.
 */
export function useShare() {
  const [outcome, setOutcome] = useState<ShareOutcome>('idle');
  const share = async ({ title, url }: { title: string; url: string }): Promise<ShareOutcome> => {
    const done = (result: ShareOutcome) => {
      setOutcome(result);
      return result;
    };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return done('shared');
      } catch (error) {
        // The shopper closed the share sheet: nothing else to do.
        if (error instanceof DOMException && error.name === 'AbortError') return done('idle');
      }
    }
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      return done('copied');
    } catch {
      return done('prompt');
    }
  };
  return { outcome, share, reset: () => setOutcome('idle') };
}
