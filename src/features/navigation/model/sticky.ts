/**
 * Sticky header rules: type 'up' shows the header when the shopper scrolls up and hides it when they scroll down; type
 * 'both' keeps it shown. Near the top of the page it is always shown, since hiding it there would leave an empty band
 * where the header was.
 */
export type StickyType = 'up' | 'both';

export interface ScrollStep {
  type: StickyType;
  previousY: number;
  currentY: number;
  /** Scroll offset under which the header is in its natural place. */
  revealZone: number;
}

/** Whether the header should be shown after this scroll step; null when the step says nothing new. */
export function stickyVisibilityAfter({ type, previousY, currentY, revealZone }: ScrollStep): boolean | null {
  if (type === 'both') return true;
  if (currentY <= revealZone) return true;
  if (currentY > previousY) return false;
  if (currentY < previousY) return true;
  return null;
}
