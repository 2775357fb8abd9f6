import { CardPurchaseContext, type CardPurchaseProps } from '@features/catalogue/card-purchase';
import { CardPurchase } from '@features/product/components/CardPurchase';
import { MessageGroup } from '@shared/i18n/message-groups';
import { ListingRoute } from './ListingRoute';

const renderCardPurchase = (props: CardPurchaseProps) => <CardPurchase {...props} />;

/**
 * Lazy route module of the shop, category and search listings (React.lazy in router.tsx): its own chunk, with its
 * messages. Its cards get the product feature's swatches and add-to-cart button (spec §4 'Listing card with swatches').
 */
export default function ListingRouteWithMessages() {
  return (
    <MessageGroup name="listing">
      <CardPurchaseContext value={renderCardPurchase}>
        <ListingRoute />
      </CardPurchaseContext>
    </MessageGroup>
  );
}
