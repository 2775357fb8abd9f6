import type { Locale } from './locales';

/**
 * The addresses of the shop's public pages inside a locale, as the route table (src/app/router.tsx, LOCALE_ROUTES)
 * matches them, WordPress style: always with a trailing slash (the server answers an address without one with a
 * 301 to it). Slugs are percent-encoded, so a slug is one path segment whatever it holds. Plain TypeScript: the
 * shop's links and the server's sitemap build their addresses here alone.
 */
const segment = (slug: string) => encodeURIComponent(slug);

export const homePath = (locale: Locale): string => `/${locale}/`;

export const shopPath = (locale: Locale): string => `/${locale}/shop/`;

export const categoryPath = (locale: Locale, slug: string): string => `/${locale}/category/${segment(slug)}/`;

export const productPath = (locale: Locale, slug: string): string => `/${locale}/product/${segment(slug)}/`;

/** A content page: any other single segment under the locale (router.tsx: ':slug'). */
export const contentPath = (locale: Locale, slug: string): string => `/${locale}/${segment(slug)}/`;

/**
 * Single segments the route table gives to pages of their own (the shop, and the private pages): a content page so
 * named would never be reached at contentPath, which would name that other page instead.
 */
export const RESERVED_SEGMENTS: ReadonlySet<string> = new Set(['shop', 'cart', 'checkout', 'my-account', 'wishlist']);
