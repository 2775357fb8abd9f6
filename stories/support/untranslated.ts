/**
 * Products imported in French only (a WooCommerce export has one language): on every page their name and
 * descriptions are the French ones and the answer says so (`textLocale: 'fr'`), so an English or Arabic page marks
 * them (a <bdi lang="fr">); a French page marks nothing. Made from the recorded answers. Not a story file.
 */
import { expect } from 'storybook/test';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/locales';
import type { ProductCardData } from '@features/catalogue/model/types';
import { fixture } from '../../tests/support/fixtures/routes';
import type { MockRoute } from '../../tests/support/mock-fetch';
import { featuredProduct } from './api';
import { GROUPED_SLUG, wireProduct } from './grouped';

const requestLocale = (request: Request): Locale => {
  const locale = new URL(request.url).searchParams.get('locale');
  return isLocale(locale) ? locale : 'en';
};

/** Card `id` of the fixtures in `locale` with its texts in French only. */
export function frenchOnlyCard(locale: Locale, id: number): ProductCardData {
  const french = featuredProduct(DEFAULT_LOCALE, id);
  return {
    ...featuredProduct(locale, id),
    name: french.name,
    shortDescription: french.shortDescription,
    textLocale: DEFAULT_LOCALE,
  };
}

/** The product answer of `slug` in `locale`, with its name and descriptions in French only. */
function frenchOnlyProduct(slug: string, locale: Locale): Record<string, unknown> {
  const key = `catalogue/product:${slug}`;
  const french = fixture<Record<string, unknown>>(key, DEFAULT_LOCALE);
  return {
    ...structuredClone(fixture<Record<string, unknown>>(key, locale)),
    name: french.name,
    shortDescription: french.shortDescription,
    description: french.description,
    textLocale: DEFAULT_LOCALE,
  };
}

/** GET /api/catalogue/products/{slug}: the recorded product, its texts in French only whatever the locale. */
export function frenchOnlyProductRoute(slug: string): MockRoute {
  return {
    method: 'GET',
    path: `/api/catalogue/products/${slug}`,
    handler: (request) => ({ body: frenchOnlyProduct(slug, requestLocale(request)) }),
  };
}

/** The grouped product (translated), its first product in French only: that row's name alone is marked. */
export function groupedFrenchItemRoute(): MockRoute {
  return {
    method: 'GET',
    path: `/api/catalogue/products/${GROUPED_SLUG}`,
    handler: (request) => {
      const locale = requestLocale(request);
      const wire = wireProduct(GROUPED_SLUG, locale);
      const [first, ...rest] = wire.groupedItems as ProductCardData[];
      return { body: { ...wire, groupedItems: [frenchOnlyCard(locale, first!.id), ...rest] } };
    },
  };
}

/** Checks in a play function that `element` is marked as French on a page in another language, and only then. */
export async function expectFrenchMark(element: HTMLElement, locale: Locale): Promise<void> {
  const bdi = element.matches('bdi') ? element : element.querySelector('bdi');
  if (locale === DEFAULT_LOCALE) {
    await expect(bdi).toBeNull();
  } else {
    await expect(bdi).toHaveAttribute('lang', DEFAULT_LOCALE);
    await expect(bdi).toHaveAttribute('dir', 'auto');
    // The block keeps the page's language, direction and alignment.
    await expect(element.matches('bdi') ? element.parentElement : element).not.toHaveAttribute('lang');
  }
}
