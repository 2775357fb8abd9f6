import { MessageGroup } from '@shared/i18n/message-groups';
import { CartPage } from './CartPage';

/** Lazy route module of the cart page (React.lazy in router.tsx): its own chunk, with the cart's messages. */
export default function CartRouteWithMessages() {
  return (
    <MessageGroup name="cart">
      <CartPage />
    </MessageGroup>
  );
}
