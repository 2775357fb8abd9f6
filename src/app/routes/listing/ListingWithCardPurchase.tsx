import { CardPurchaseContext, type CardPurchaseProps } from '@features/catalogue/card-purchase';
import { CardPurchase } from '@features/product/components/CardPurchase';
import { ListingRoute } from './ListingRoute';

const renderCardPurchase = (props: CardPurchaseProps) => <CardPurchase {...props} />;

/**
 * The shop, category and search listings as the router loads them (React.lazy, a chunk of its own): the listing's
 * cards get the product feature's colour swatches and add-to-cart button.
 */
export default function ListingWithCardPurchase() {
  return (
    <CardPurchaseContext value={renderCardPurchase}>
      <ListingRoute />
    </CardPurchaseContext>
  );
}
