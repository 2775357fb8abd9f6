import { defineMessages, type MessageValue } from 'react-intl';

/** Messages of the shared Rating (WooCommerce's 'Rated 4.50 out of 5' kept exactly in English). */
export const ratingMessages = defineMessages<{
  label: { rating: MessageValue };
  labelWithCount: { rating: MessageValue; count: number };
}>({
  label: { id: 'rating.label', defaultMessage: 'Rated {rating} out of 5' },
  labelWithCount: {
    id: 'rating.labelWithCount',
    defaultMessage:
      'Rated {rating} out of 5 based on {count, plural, one {# customer rating} other {# customer ratings}}',
  },
});
