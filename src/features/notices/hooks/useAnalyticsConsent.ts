import { useSyncExternalStore } from 'react';
import { useGetSessionQuery } from '@shared/api/base-api';
import { effectiveChoice, type ConsentChoice } from '../model/consent';
import { readConsentChoice, subscribeConsentChoice } from '../model/consent-storage';

/** This browser's cookie-notice flag, re-rendering when it changes here or in another tab. */
export function useStoredConsentChoice(): ConsentChoice | null {
  // Server rendering knows no choice: the notice renders, no statistics cookie is written.
  return useSyncExternalStore(subscribeConsentChoice, readConsentChoice, () => null);
}

export interface AnalyticsConsent {
  /** The choice in effect (browser flag, else the session's record), null when the shopper has not chosen. */
  choice: ConsentChoice | null;
}

export function useAnalyticsConsent(): AnalyticsConsent {
  const stored = useStoredConsentChoice();
  const { data: session } = useGetSessionQuery();
  return { choice: effectiveChoice(stored, session?.consent) };
}
