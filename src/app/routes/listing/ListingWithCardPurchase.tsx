import {
  CardPictureActionContext,
  CardPurchaseContext,
  type CardPurchaseProps,
} from '@features/catalogue/card-purchase';
import { CardPurchase } from '@features/product/components/CardPurchase';
import { WishlistToggle } from '@features/wishlist/components/WishlistToggle';
import { ListingRoute } from './ListingRoute';

const renderCardPurchase = (props: CardPurchaseProps) => <CardPurchase {...props} />;
const renderWishlist = ({ id, name }: { id: number; name: string }) => (
  <WishlistToggle variant="icon" productId={id} name={name} />
);

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
