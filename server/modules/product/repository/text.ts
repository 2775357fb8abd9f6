/**
 * A product's texts in the shopper's locale, falling back to the default locale, then to the slug: one definition
 * for every query that shows a product's name (cards, product pages, cart lines).
 */
import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import { productTranslations, products } from '../../../db/schema/index';

/** The default locale's translation, joined beside the shopper's own. */
export const fallbackTranslation = alias(productTranslations, 'fallback');

/** Join condition of the shopper's translation (`productTranslations`). */
export const ownTranslationOn = (locale: Locale) =>
  and(eq(productTranslations.productId, products.id), eq(productTranslations.locale, locale));

/** Join condition of the fallback translation (`fallbackTranslation`). */
export const fallbackTranslationOn = and(
  eq(fallbackTranslation.productId, products.id),
  eq(fallbackTranslation.locale, DEFAULT_LOCALE),
);

export const localisedName = sql<string>`coalesce(${productTranslations.name}, ${fallbackTranslation.name}, ${products.slug})`;

export const localisedShortDescription = sql<string>`coalesce(${productTranslations.shortDescription}, ${fallbackTranslation.shortDescription}, '')`;
