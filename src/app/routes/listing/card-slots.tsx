import type { CardPictureTarget, CardPurchaseProps } from '@features/catalogue/card-purchase';
import { CardPurchase } from '@features/product/components/CardPurchase';
import { WishlistToggle } from '@features/wishlist/components/WishlistToggle';

/** A listing card's swatches and button: the product feature's. */
export const renderCardPurchase = (props: CardPurchaseProps) => <CardPurchase {...props} />;

/** The heart on a card's picture: it saves the variation chosen on the card, as the product page's button does. */
export const renderWishlist = ({ id, name, variationId }: CardPictureTarget) => (
  <WishlistToggle variant="icon" productId={id} variationId={variationId} name={name} />
);
