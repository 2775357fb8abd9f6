import type { ReactElement } from 'react';

/**
 * The element a waiting region was first rendered with, by region: while it waits it is rendered again with this
 * same element, so React sees no update to it (an update would make React replace the server's HTML with a client
 * render of the region's fallback). `missed` says the page around it rendered meanwhile.
 */
const held = new Map<string, { element: ReactElement; missed: boolean }>();

export function holdWhileWaiting(id: string, element: ReactElement): void {
  held.set(id, { element, missed: false });
}

/** The held element, when the region still waits; the page around it has rendered again. */
export function heldElement(id: string): ReactElement | undefined {
  const entry = held.get(id);
  if (entry) entry.missed = true;
  return entry?.element;
}

/** The region has hydrated: whether it missed a render of the page around it while it waited. */
export function release(id: string): boolean {
  const missed = held.get(id)?.missed ?? false;
  held.delete(id);
  return missed;
}
