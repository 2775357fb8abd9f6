import type { ReactNode } from 'react';
import { useAnalyticsConsent } from '../hooks/useAnalyticsConsent';

/**
 * The analytics gate: its children (an analytics script, when the shop has one) mount only when analytics are switched
 * on in the settings and the shopper accepted, and mount later if consent changes to allow. Nothing is loaded
 * otherwise.
 */
export function AnalyticsLoader({ children }: { children?: ReactNode }) {
  const { allowed } = useAnalyticsConsent();
  return allowed ? <>{children}</> : null;
}
