import { useLocale } from '@shared/i18n/locale-context';
import { useGetBundleQuery } from '../../api';
import type { ProductDetail } from '@entities/product/model/types';
import { BundleForm } from './BundleForm';

/** A bundle's form where a product has its variations form: on its page and in the quick view, fresh each mount. */
export function BundleSection({ product, onAdded }: { product: ProductDetail; onAdded?: () => void }) {
  const locale = useLocale();
  const { data: bundle } = useGetBundleQuery({ productId: product.id, locale });
  return bundle ? <BundleForm bundle={bundle} product={product} onAdded={onAdded} /> : null;
}
