import { toDecimalString, STORE_CURRENCY } from '@domain/money';
import type { StockStatus } from '@domain/stock';
import type { Locale } from '@domain/locales';
import type { ProductDetail } from '@entities/product/model/types';
import type { ShippingOffers } from '@domain/shipping-offers';
import { categoryPath, homePath, shopPath } from '@domain/page-paths';

/** The shop's name: the brand of what it makes, and the organisation behind the site. */
export const SHOP_NAME = 'Zellige';

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
  return crumbs.map((crumb) => ({ name: crumb.name, path: categoryPath(locale, crumb.slug) }));
}

/**
 * schema.org Product with its offer in dirham (the price a shopper pays now: the sale price while a sale runs), or
 * an AggregateOffer from the lowest to the highest price of a product sold in variations.
 */
export function productData(
  product: ProductDetail,
  path: string,
  origin: string,
  shipping: ShippingOffers | undefined,
): object {
  const url = new URL(path, origin).href;
  const price = product.price.sale ?? product.price.regular;
  const terms = {
    priceCurrency: STORE_CURRENCY,
    availability: AVAILABILITY[product.stockStatus],
    itemCondition: 'https://schema.org/NewCondition',
    // A sale price holds until the sale ends (its date, as schema.org writes a date).
    ...(product.saleEndsAt ? { priceValidUntil: product.saleEndsAt.slice(0, 10) } : {}),
    ...(shipping ? offerTerms(shipping) : {}),
  };
  const offers =
    product.price.min === product.price.max
      ? { '@type': 'Offer', url, price: toDecimalString(product.price.min || price), ...terms }
      : {
          '@type': 'AggregateOffer',
          url,
          lowPrice: toDecimalString(product.price.min),
          highPrice: toDecimalString(product.price.max),
          offerCount: product.variationCount,
          ...terms,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    brand: { '@type': 'Brand', name: SHOP_NAME },
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

/** An offer's shipping per destination country and the shop's returns (free, by post, within its window). */
function offerTerms({ offers, returnDays }: ShippingOffers): object {
  const amount = (value: number) => ({
    '@type': 'MonetaryAmount',
    value: toDecimalString(value),
    currency: STORE_CURRENCY,
  });
  const countries = [...new Set(offers.flatMap((offer) => offer.countries))];
  return {
    shippingDetails: offers.map((offer) => ({
      '@type': 'OfferShippingDetails',
      shippingRate: amount(offer.rate),
      shippingDestination: offer.countries.map((country) => ({ '@type': 'DefinedRegion', addressCountry: country })),
    })),
    hasMerchantReturnPolicy: {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: countries,
      returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
      merchantReturnDays: returnDays,
      returnMethod: 'https://schema.org/ReturnByMail',
      returnFees: 'https://schema.org/FreeReturn',
    },
  };
}

/** The home page's Organization and WebSite, with the shop's search as the site's search action. */
export function siteData(locale: Locale, origin: string, description: string): object[] {
  const home = new URL(homePath(locale), origin).href;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SHOP_NAME,
      url: home,
      logo: new URL('/favicon.svg', origin).href,
      description,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SHOP_NAME,
      url: home,
      inLanguage: locale,
      potentialAction: {
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: `${new URL(shopPath(locale), origin).href}?s={search_term_string}`,
        },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}
