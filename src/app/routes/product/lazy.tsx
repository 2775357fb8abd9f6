import { ProductRoute } from './ProductRoute';

/** Lazy route module of the product page (React.lazy in router.tsx): its own chunk. */
export default function ProductRouteModule() {
  return <ProductRoute />;
}
