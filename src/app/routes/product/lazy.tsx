import { MessageGroup } from '@shared/i18n/message-groups';
import { ProductRoute } from './ProductRoute';

/** Lazy route module of the product page (React.lazy in router.tsx): its own chunk, with its messages. */
export default function ProductRouteWithMessages() {
  return (
    <MessageGroup name="product">
      <ProductRoute />
    </MessageGroup>
  );
}
