import { useSyncExternalStore } from 'react';
import { useGetSessionQuery, type SessionInfo } from '@shared/api/base-api';
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

const sessionConsent = ({ data }: { data?: SessionInfo }) => ({ consent: data?.consent ?? null });

export function useAnalyticsConsent(): AnalyticsConsent {
  const stored = useStoredConsentChoice();
  // The session's consent alone: its request going out or coming back with the same record re-renders nothing.
  const { consent } = useGetSessionQuery(undefined, { selectFromResult: sessionConsent });
  return { choice: effectiveChoice(stored, consent) };
}
