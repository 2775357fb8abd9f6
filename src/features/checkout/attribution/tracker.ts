/**
 * Order attribution in the browser: one call per page view, which records the view in the traffic-source cookies
 * when tracking is on, deletes them when it is off, and does nothing while the shopper has not chosen.
 */
import type { OrderAttribution } from '@domain/checkout/attribution';
import {
  emptyAttribution,
  parseAttributionState,
  serialiseAttributionState,
  toAttribution,
  trackPageView,
  type Landing,
} from '@domain/checkout/attribution';
import { deleteTrafficSourceCookies, readCookies, writeSessionCookie } from './cookies';

/** The cookie notice's choice: 'yes' allows statistics (analytics), 'no' refuses, null before any. */
export type ConsentChoice = 'yes' | 'no' | null;
export type TrackingMode = 'on' | 'off' | 'undecided';

/** On with the shop's switch and the shopper's yes; off with either's no; undecided before the shopper chose. */
export function trackingMode(enabled: boolean, choice: ConsentChoice): TrackingMode {
  if (!enabled || choice === 'no') return 'off';
  return choice === 'yes' ? 'on' : 'undecided';
}

export interface AttributionTracker {
  /** A render at this URL (origin, path and query) with the tracking mode in effect. */
  update(url: string, mode: TrackingMode): void;
  /** What the checkout sends: the cookies' attribution when tracking is on, all empty otherwise. */
  read(): OrderAttribution;
}

export function createAttributionTracker(now: () => number = Date.now): AttributionTracker {
  let mode: TrackingMode = 'undecided';
  // This document's first page and its referrer, and the pages seen since: memory only, written after a yes.
  let entry: Landing | null = null;
  let views = 0;
  let lastUrl: string | null = null;
  let previousUrl: string | null = null;
  let counted = false;
  let trackedHere = false;

  return {
    update(url, nextMode) {
      mode = nextMode;
      if (url !== lastUrl) {
        entry ??= { url, referrer: document.referrer, host: window.location.hostname };
        previousUrl = lastUrl;
        lastUrl = url;
        views += 1;
        counted = false;
      }
      if (mode === 'off') {
        deleteTrafficSourceCookies();
        trackedHere = false;
        return;
      }
      if (mode !== 'on' || counted || !entry) return;
      const stored = parseAttributionState(readCookies());
      let state;
      if (trackedHere) {
        state = trackPageView(stored, { url, referrer: previousUrl ?? '', host: entry.host }, now());
      } else {
        // The first view tracked here: the document's own landing, with the pages seen before the yes.
        state = trackPageView(stored, entry, now());
        state.session.pages += views - 1;
      }
      for (const [name, value] of Object.entries(serialiseAttributionState(state))) writeSessionCookie(name, value);
      counted = true;
      trackedHere = true;
    },
    read() {
      if (mode !== 'on') return emptyAttribution();
      return toAttribution(parseAttributionState(readCookies()), navigator.userAgent);
    },
  };
}

/** The page's tracker, fed by useAttributionTracking. */
export const attributionTracker = createAttributionTracker();

/** The attribution to send with the order (call it when placing the order). */
export function readAttribution(): OrderAttribution {
  return attributionTracker.read();
}
