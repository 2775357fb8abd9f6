import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ATTRIBUTION_SETTINGS } from '@domain/checkout/attribution';
import { attributionTracker, trackingMode, type AttributionTracker, type ConsentChoice } from './tracker';

export interface AttributionTrackingOptions {
  /** The shop's attribution switch (on by default); off deletes the cookies whatever the consent. */
  enabled?: boolean;
  tracker?: AttributionTracker;
}

/**
 * Records each page view for the order attribution, after hydration (an effect: the server renders nothing of it).
 * `choice` is the cookie notice's choice in effect (useAnalyticsConsent().choice): the cookies are 'statistics', written
 * only after a yes, deleted after a no.
 */
export function useAttributionTracking(
  choice: ConsentChoice,
  { enabled = ATTRIBUTION_SETTINGS.allowTracking, tracker = attributionTracker }: AttributionTrackingOptions = {},
): void {
  const { pathname, search } = useLocation();
  const mode = trackingMode(enabled, choice);
  useEffect(() => {
    tracker.update(`${window.location.origin}${pathname}${search}`, mode);
  }, [tracker, mode, pathname, search]);
}
