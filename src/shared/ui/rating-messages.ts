import { defineMessages } from '@shared/i18n/catalogue';

/** Messages of the shared Rating (WooCommerce's 'Rated 4.50 out of 5' kept exactly in English). */
export const ratingMessages = defineMessages({
  en: {
    'rating.label': 'Rated {rating} out of 5',
    'rating.labelWithCount':
      'Rated {rating} out of 5 based on {count, plural, one {# customer rating} other {# customer ratings}}',
  },
  fr: {
    'rating.label': 'Noté {rating} sur 5',
    'rating.labelWithCount':
      'Noté {rating} sur 5 sur la base de {count, plural, one {# avis client} other {# avis clients}}',
  },
  ar: {
    'rating.label': 'التقييم {rating} من 5',
    'rating.labelWithCount':
      'التقييم {rating} من 5 بناءً على {count, plural, zero {لا تقييمات} one {تقييم واحد من العملاء} two {تقييمين من العملاء} few {# تقييمات من العملاء} many {# تقييمًا من العملاء} other {# تقييم من العملاء}}',
  },
});
