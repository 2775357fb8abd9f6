import type { Catalogue } from '@shared/i18n/catalogue';
import { appMessages } from './messages';
import { noticeMessages } from '@features/notices/messages';
import { catalogueMessages } from '@features/catalogue/messages';
import { ratingMessages } from '@shared/ui/rating-messages';
import { homeMessages } from './routes/home/messages';
import { navigationMessages } from '@features/navigation/messages';
import { accountMessages } from '@features/account/messages';
import { wishlistMessages } from '@features/wishlist/messages';
import { cartMessages } from '@features/cart/messages';

/** Each feature's message catalogue is registered here, once. */
export const featureCatalogues: Catalogue[] = [appMessages, noticeMessages, catalogueMessages, ratingMessages, homeMessages, navigationMessages, accountMessages, wishlistMessages, cartMessages];
