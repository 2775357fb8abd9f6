import { useSyncExternalStore } from 'react';
import { useGetSessionQuery } from '@shared/api/base-api';
import { useSettings } from '@shared/api/settings-api';
import { effectiveChoice, mayLoadAnalytics, type ConsentChoice } from '../model/consent';
import { readConsentChoice, subscribeConsentChoice } from '../model/consent-storage';

/** This browser's cookie-notice flag, re-rendering when it changes here or in another tab. */
export function useStoredConsentChoice(): ConsentChoice | null {
  // Server rendering knows no choice: the notice renders, the gate stays shut.
  return useSyncExternalStore(subscribeConsentChoice, readConsentChoice, () => null);
}

export interface AnalyticsConsent {
  /** The choice in effect (browser flag, else the session's record), null when the shopper has not chosen. */
  choice: ConsentChoice | null;
  /** True only when analytics are switched on in the settings and the shopper accepted. */
  allowed: boolean;
}

export function useAnalyticsConsent(): AnalyticsConsent {
  const stored = useStoredConsentChoice();
  const { data: session } = useGetSessionQuery();
  const settings = useSettings();
  const choice = effectiveChoice(stored, session?.consent);
  return { choice, allowed: mayLoadAnalytics(settings.analytics.enabled, choice) };
}
