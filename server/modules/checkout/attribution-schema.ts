import { type Static, Type } from 'typebox';
import { ATTRIBUTION_FIELDS, type AttributionField } from '@domain/checkout/attribution';
import { ATTRIBUTION_MAX_LENGTH } from '@domain/checkout/attribution';
import { Line } from '../../http/schemas';

/**
 * The place-order body's `attribution`: every field optional, one line of text within the domain's limit (the browser
 * sends them sanitised, so only a forged value is refused); no other key. The service then runs sanitiseAttribution.
 */
export const AttributionInput = Type.Object(
  Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => [field, Type.Optional(Line({ maxLength: ATTRIBUTION_MAX_LENGTH[field] }))]),
  ) as Record<AttributionField, ReturnType<typeof Type.Optional<ReturnType<typeof Line>>>>,
  { additionalProperties: false, description: 'Where the shopper came from (order attribution)' },
);
export type AttributionInput = Static<typeof AttributionInput>;
