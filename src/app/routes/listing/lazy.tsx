import { CardPurchaseContext, type CardPurchaseProps } from '@features/catalogue/card-purchase';
import { CardPurchase } from '@features/product/components/CardPurchase';
import { ListingRoute } from './ListingRoute';

const renderCardPurchase = (props: CardPurchaseProps) => <CardPurchase {...props} />;

/**
 * Lazy route module of the shop, category and search listings (React.lazy in router.tsx): its own chunk. Its cards
 * get the product feature's colour swatches and add-to-cart button.
 */
export default function ListingRouteWithMessages() {
  return (
    <CardPurchaseContext value={renderCardPurchase}>
      <ListingRoute />
    </CardPurchaseContext>
  );
}
