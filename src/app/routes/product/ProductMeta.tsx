import { useIntl } from 'react-intl';
import type { ProductDetail } from '@features/product/model/types';
import { usePageMeta } from '../use-page-meta';
import { appMessages } from '../../messages';

/** Longest meta description kept whole; search engines cut the rest. */
const DESCRIPTION_MAX = 160;

/** The product page's title ('name | Zellige') and meta description (its summary, else its name), in its locale. */
export function ProductMeta({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const full = product.shortDescription.join(' ') || product.name;
  const description = full.length > DESCRIPTION_MAX ? `${full.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : full;
  usePageMeta(`${product.name} | ${intl.formatMessage(appMessages.appTitle)}`, description);
  return null;
}
