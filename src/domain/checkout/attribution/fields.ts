/**
 * Order attribution: where the shopper came from, sent with the checkout and stored on the order. The fields and
 * their order are the spec's; every value is a string (empty when unknown or when tracking is off).
 */
export const ATTRIBUTION_FIELDS = [
  'source_type',
  'referrer',
  'utm_campaign',
  'utm_source',
  'utm_medium',
  'utm_content',
  'utm_id',
  'utm_term',
  'utm_source_platform',
  'utm_creative_format',
  'utm_marketing_tactic',
  'session_entry',
  'session_start_time',
  'session_pages',
  'session_count',
  'user_agent',
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type OrderAttribution = Record<AttributionField, string>;

/** The source types the spec knows. */
export const SOURCE_TYPES = ['utm', 'organic', 'referral', 'typein'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];
