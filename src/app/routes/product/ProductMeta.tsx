import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { ProductDetail } from '@entities/product/model/types';
import { useLocale } from '@shared/i18n/locale-context';
import { productMessages } from '@features/product/messages';
import { shippingOffersApi } from '@shared/api/shipping-offers-api';
import { useServerRender } from '@shared/lib/render-context';
import { shortTitle, usePageMeta } from '../use-page-meta';
import { breadcrumbList, categoryTrail, productData, SHOP_NAME } from '../../ssr/structured-data';
import { shopPath } from '@domain/page-paths';

/** Longest meta description kept whole; search engines cut the rest. */
const DESCRIPTION_MAX = 160;

/**
 * The product page's title ('name | Zellige', the name shortened to keep it within what results show) and meta
 * description (its summary, else its name), in its locale; on the server also its picture for link previews and its
 * Product (with its offer's shipping and returns) and BreadcrumbList (the visible breadcrumb) structured data.
 */
export function ProductMeta({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const locale = useLocale();
  const { pathname } = useLocation();
  // Read only where the head is written: the server.
  const shipping = shippingOffersApi.useGetShippingOffersQuery(undefined, { skip: !useServerRender() }).data;
  const full = product.shortDescription.join(' ') || product.name;
  const description = full.length > DESCRIPTION_MAX ? `${full.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…` : full;
  // After the shop's name alone: with its tagline the name would keep a third of what results show.
  usePageMeta(shortTitle(product.name, SHOP_NAME), description, {
    type: 'product',
    image: product.gallery[0]?.full.src,
    structuredData: (origin) => [
      productData(product, pathname, origin, shipping),
      breadcrumbList(
        [
          { name: intl.formatMessage(productMessages.shop), path: shopPath(locale) },
          ...categoryTrail(locale, product.breadcrumb),
          { name: product.name, path: pathname },
        ],
        origin,
      ),
    ],
  });
  return null;
}
