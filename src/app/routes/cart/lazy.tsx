import { CartPage } from './CartPage';

/** Lazy route module of the cart page (React.lazy in router.tsx): its own chunk. */
export default function CartRoute() {
  return <CartPage />;
}
