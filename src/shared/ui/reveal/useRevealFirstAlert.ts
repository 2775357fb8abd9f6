import { useEffect, type RefObject } from 'react';
import { useSettings } from '@shared/api/settings-api';
import { focusFirstAlertAfter, scrollIntoViewWithOffset } from './reveal';

/**
 * Opt-in: each time `revealKey` changes to a non-null value (a new submission's notices), scrolls
 * the notices into view with the settings' offset and focuses their first alert after the
 * settings' delay. Pass null while there is nothing to reveal.
 */
export function useRevealFirstAlert(container: RefObject<HTMLElement | null>, revealKey: unknown): void {
  const { notices } = useSettings();
  const { scrollOffset, focusFirstAlertDelayMs } = notices;
  useEffect(() => {
    const element = container.current;
    if (revealKey === null || revealKey === undefined || !element) return;
    scrollIntoViewWithOffset(element, scrollOffset);
    return focusFirstAlertAfter(element, focusFirstAlertDelayMs);
  }, [container, revealKey, scrollOffset, focusFirstAlertDelayMs]);
}
