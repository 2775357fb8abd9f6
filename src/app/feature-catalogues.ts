import type { Catalogue } from '@shared/i18n/catalogue';
import type { MessageGroupName } from '@shared/i18n/message-groups';
import { appMessages } from './messages';
import { noticeMessages } from '@features/notices/messages';
import { catalogueMessages } from '@features/catalogue/messages';
import { listingMessages } from '@features/catalogue/listing-messages';
import { filterMessages } from '@features/catalogue/filter-messages';
import { ratingMessages } from '@shared/ui/rating-messages';
import { carouselMessages } from '@shared/ui/carousel-messages';
import { lightboxMessages } from '@shared/ui/lightbox-messages';
import { homeMessages } from './routes/home/messages';
import { navigationMessages } from '@features/navigation/messages';
import { accountMessages } from '@features/account/messages';
import { wishlistMessages } from '@features/wishlist/messages';
import { cartMessages } from '@features/cart/messages';
import { cartErrorMessages } from '@features/cart/error-messages';
import { cartDrawerMessages } from '@features/cart/drawer-messages';
import { searchButtonMessages, searchMessages } from '@features/search/messages';
import { variationMessages } from '@features/product/variation-messages';
import { productMessages } from '@features/product/messages';
import { quantityMessages } from '@shared/ui/quantity-messages';

/** Each feature's message catalogue is registered here, once: the shell's (every page)… */
export const shellCatalogues: Catalogue[] = [
  appMessages,
  noticeMessages,
  catalogueMessages,
  ratingMessages,
  homeMessages,
  navigationMessages,
  accountMessages,
  wishlistMessages,
  cartMessages,
  searchButtonMessages,
];

/** …and those downloaded with the pages and overlays that use them (`<MessageGroup name>`). */
export const groupCatalogues: Record<MessageGroupName, Catalogue[]> = {
  // The listings, with their cards' swatches and add-to-cart buttons (the product feature's words and cart refusals).
  listing: [listingMessages, filterMessages, productMessages, cartErrorMessages],
  search: [searchMessages],
  // The product page and the quick view: the variations form and the gallery's carousel and lightbox.
  product: [variationMessages, productMessages, quantityMessages, carouselMessages, lightboxMessages, cartErrorMessages],
  // The cart drawer and the cart page: lines with their quantity fields, totals, coupon, note and shipping.
  cart: [cartDrawerMessages, cartErrorMessages, quantityMessages],
};

export const featureCatalogues: Catalogue[] = [...new Set([...shellCatalogues, ...Object.values(groupCatalogues).flat()])];
