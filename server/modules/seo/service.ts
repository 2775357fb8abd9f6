import { HOME_PAGE_SLUG, isPageSlug } from '@domain/content/validate';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@domain/locales';
import { RESERVED_SEGMENTS, categoryPath, contentPath, homePath, productPath, shopPath } from '@domain/page-paths';
import type { Db } from '../../db/client';
import { categorySlugs, contentPageInfo, countListedProducts, listedProductSlugs } from './repository';

/**
 * What search engines read: robots.txt and the sitemaps (sitemaps.org), every address absolute on the shop's
 * configured address (never a request's Host). Only pages any visitor sees are listed: the home page, the shop,
 * each category's listing, each content page and each product the listing shows; never the cart, the checkout, an
 * order, the account, a wish list or a search. Built from the database on each request.
 */
export interface SitemapOptions {
  /** The shop's public address, without a trailing slash ('https://zellige.ma'). */
  origin: string;
  /** The most <url> entries one file holds (the protocol allows 50 000). */
  urlsPerFile: number;
}

export type SitemapKind = 'pages' | 'products';

/** A file of the sitemap, by its kind and number (from 1; the routes pass their parameter). */
export const sitemapFilePath = (kind: SitemapKind, n: number | string) => `/sitemap-${kind}-${n}.xml`;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

/** Everything but the API: private pages carry a noindex meta, which a crawler must be allowed to read. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`, ''].join('\n');
}

/** One page of the shop, in each locale it exists in. */
interface ShopPage {
  path: (locale: Locale) => string;
  locales: readonly Locale[];
  lastmod: Date | null;
}

const everywhere = (path: (locale: Locale) => string): ShopPage => ({ path, locales: LOCALES, lastmod: null });

/**
 * Pages per file: a page is one <url> per locale, and its locales stay in one file. Never below one, so a file
 * holds at most urlsPerFile entries as long as that is at least the number of locales (checked by the routes).
 */
const pagesPerFile = (urlsPerFile: number) => Math.max(1, Math.floor(urlsPerFile / LOCALES.length));

/** The home page, the shop, the categories' listings and the content pages, in menu order. */
async function shopPages(db: Db): Promise<ShopPage[]> {
  const [categories, pages] = await Promise.all([categorySlugs(db), contentPageInfo(db)]);
  return [
    everywhere(homePath),
    everywhere(shopPath),
    ...categories.map((slug) => everywhere((locale) => categoryPath(locale, slug))),
    // The home page's content is drawn on the home page; a slug the router gives to another page is never reached.
    ...pages
      .filter(({ slug }) => slug !== HOME_PAGE_SLUG && isPageSlug(slug) && !RESERVED_SEGMENTS.has(slug))
      .map(({ slug, locales, updatedAt }) => ({
        path: (locale: Locale) => contentPath(locale, slug),
        locales: LOCALES.filter((locale) => locales.includes(locale)),
        lastmod: updatedAt,
      })),
  ];
}

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A page's <url> in each of its locales, each naming all of them and the default locale as x-default. */
function urlEntries(page: ShopPage, origin: string): string[] {
  const href = (locale: Locale) => escapeXml(origin + page.path(locale));
  const links = page.locales.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`);
  if (page.locales.includes(DEFAULT_LOCALE)) {
    links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`);
  }
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
  return page.locales.map((locale) => `<url><loc>${href(locale)}</loc>${lastmod}${links.join('')}</url>`);
}

function urlset(pages: ShopPage[], origin: string): string {
  return (
    `${XML_HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n` +
    pages.flatMap((page) => urlEntries(page, origin).map((entry) => `${entry}\n`)).join('') +
    '</urlset>\n'
  );
}

/** The sitemap index: the pages' files (at least one: the home page and the shop), then the products'. */
export async function sitemapIndex(db: Db, { origin, urlsPerFile }: SitemapOptions): Promise<string> {
  const [pages, products] = await Promise.all([shopPages(db), countListedProducts(db)]);
  const perFile = pagesPerFile(urlsPerFile);
  const files = [
    ...Array.from({ length: Math.ceil(pages.length / perFile) }, (_, i) => sitemapFilePath('pages', i + 1)),
    ...Array.from({ length: Math.ceil(products / perFile) }, (_, i) => sitemapFilePath('products', i + 1)),
  ];
  return (
    `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n` +
    files.map((file) => `<sitemap><loc>${escapeXml(origin + file)}</loc></sitemap>\n`).join('') +
    '</sitemapindex>\n'
  );
}

/** File `n` (from 1) of a kind, or null when there is no such file. */
export async function sitemapFile(
  db: Db,
  kind: SitemapKind,
  n: number,
  { origin, urlsPerFile }: SitemapOptions,
): Promise<string | null> {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  const perFile = pagesPerFile(urlsPerFile);
  const offset = (n - 1) * perFile;
  const pages =
    kind === 'pages'
      ? (await shopPages(db)).slice(offset, offset + perFile)
      : (await listedProductSlugs(db, perFile, offset)).map((slug) =>
          everywhere((locale) => productPath(locale, slug)),
        );
  return pages.length === 0 ? null : urlset(pages, origin);
}
