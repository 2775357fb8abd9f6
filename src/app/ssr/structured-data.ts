import { toDecimalString, STORE_CURRENCY } from '@domain/money';
import type { StockStatus } from '@domain/stock';
import type { Locale } from '@domain/locales';
import type { ProductDetail } from '@features/product/model/types';

/** A crumb of a page's trail: its name and its path. */
export interface TrailStep {
  name: string;
  path: string;
}

const AVAILABILITY: Record<StockStatus, string> = {
  instock: 'https://schema.org/InStock',
  outofstock: 'https://schema.org/OutOfStock',
  onbackorder: 'https://schema.org/BackOrder',
};

/** schema.org BreadcrumbList of a trail; paths become absolute on the page's origin. */
export function breadcrumbList(trail: TrailStep[], origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, origin).href,
    })),
  };
}

/** The category trail of a product or listing: each category's listing address, root first. */
export function categoryTrail(locale: Locale, crumbs: { slug: string; name: string }[]): TrailStep[] {
  return crumbs.map((crumb) => ({ name: crumb.name, path: `/${locale}/category/${crumb.slug}/` }));
}

/**
 * schema.org Product with its offer in dirham (the price a shopper pays now: the sale price while a sale runs), or
 * an AggregateOffer from the lowest to the highest price of a product sold in variations.
 */
export function productData(product: ProductDetail, path: string, origin: string): object {
  const url = new URL(path, origin).href;
  const price = product.price.sale ?? product.price.regular;
  const offers =
    product.price.min === product.price.max
      ? {
          '@type': 'Offer',
          url,
          price: toDecimalString(product.price.min || price),
          priceCurrency: STORE_CURRENCY,
          availability: AVAILABILITY[product.stockStatus],
        }
      : {
          '@type': 'AggregateOffer',
          url,
          lowPrice: toDecimalString(product.price.min),
          highPrice: toDecimalString(product.price.max),
          offerCount: product.variationCount,
          priceCurrency: STORE_CURRENCY,
          availability: AVAILABILITY[product.stockStatus],
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.shortDescription.join(' ') || product.description.join(' ') || undefined,
    image: product.gallery.map((image) => new URL(image.full.src, origin).href),
    sku: product.sku ?? undefined,
    offers,
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average / 100,
            reviewCount: product.rating.count,
          },
        }
      : {}),
  };
}
