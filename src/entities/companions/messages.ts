import { defineMessages, type MessageTag, type MessageValue } from 'react-intl';

/**
 * The words the main form and the 'frequently bought together' block share: the alert keeps the spec's English exactly,
 * its name wrapped in <b> as the spec shows it in bold.
 */
export const companionMessages = defineMessages<{
  variationRequired: { name: MessageValue; b: MessageTag };
  badge: { count: MessageValue };
  shownTotal: { count: MessageValue; total: MessageValue };
}>({
  variationRequired: {
    id: 'together.variationRequired',
    defaultMessage: 'Please select a purchasable variation for <b>{name}</b> before adding this product to the cart.',
  },
  badge: { id: 'together.badge', defaultMessage: '{count, plural, one {# item} other {# items}}' },
  shownTotal: {
    id: 'together.shownTotal',
    defaultMessage: 'Total of {count, plural, one {# item} other {# items}} bought together: {total}',
  },
});
