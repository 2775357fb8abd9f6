import type { MessageDescriptor } from 'react-intl';
import type { ApiError } from '@shared/api/problem';
import { wishlistMessages as m } from '../messages';

const BY_CODE: Record<string, MessageDescriptor> = {
  product_not_found: m.errorProductNotFound,
  variation_mismatch: m.errorVariation,
  wishlist_full: m.errorFull,
  wishlist_read_only: m.errorReadOnly,
  wishlist_not_found: m.errorNotFound,
  item_not_found: m.errorItemNotFound,
  too_many_wishlists: m.errorTooMany,
  name_required: m.nameRequired,
  rate_limited: m.errorRateLimited,
};

/** The shopper's sentence for a refused wishlist request: its code's, else a general one. */
export const wishlistProblem = (error: unknown): MessageDescriptor =>
  BY_CODE[(error as ApiError | undefined)?.code ?? ''] ?? m.errorGeneric;
