import { CardPictureActionContext, CardPurchaseContext } from '@features/catalogue/card-purchase';
import { renderCardPurchase, renderWishlist } from './card-slots';
import { ListingRoute } from './ListingRoute';

/**
 * The shop, category and search listings as the router loads them (React.lazy, a chunk of its own): the listing's
 * cards get the product feature's colour swatches and add-to-cart button, and the wishlist's button on the picture.
 */
export default function ListingWithCardPurchase() {
  return (
    <CardPurchaseContext value={renderCardPurchase}>
      <CardPictureActionContext value={renderWishlist}>
        <ListingRoute />
      </CardPictureActionContext>
    </CardPurchaseContext>
  );
}
