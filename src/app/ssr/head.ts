import { LOCALES, DEFAULT_LOCALE, type Locale } from '@domain/locales';
import type { ImagePreload, PageHead } from '@shared/lib/render-context';

const OG_LOCALES: Record<Locale, string> = { fr: 'fr_MA', en: 'en_GB', ar: 'ar_MA' };

export interface HeadInput {
  head: PageHead | null;
  status: number;
  /** The page's address as requested (absolute). */
  url: URL;
  locale: Locale;
  imagePreload: ImagePreload | null;
  /** Font files the first screen needs. */
  fonts: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const attribute = (name: string, value: string | undefined) =>
  value === undefined ? '' : ` ${name}="${escapeHtml(value)}"`;

/** JSON inside <script>: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The address without its query, but for a search (`s`), which is what the page shows. Paths end with '/', as the
 * shop's links do.
 */
export function canonicalPath(url: URL): string {
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const search = url.searchParams.get('s');
  return search ? `${path}?s=${encodeURIComponent(search)}` : path;
}

const inLocale = (path: string, locale: Locale) => path.replace(/^\/[^/]+/, `/${locale}`);

/**
 * Everything the page adds to <head>: title and description, canonical and `hreflang` alternates, Open Graph,
 * structured data, and preloads for the largest image and the first screen's font. Tags describing the page carry
 * `data-page-head`: the client removes them after its first navigation (use-page-meta.ts).
 */
export function headTags({ head, status, url, locale, imagePreload, fonts }: HeadInput): string {
  const tags: string[] = [];
  const title = head?.title ?? 'Zellige';
  tags.push(`<title>${escapeHtml(title)}</title>`);
  if (head?.description) tags.push(`<meta name="description"${attribute('content', head.description)}>`);

  // The largest image first: the fonts' bytes must not hold it back.
  if (imagePreload) {
    tags.push(
      `<link rel="preload" as="image" fetchpriority="high"${attribute('href', imagePreload.src)}` +
        `${attribute('imagesrcset', imagePreload.srcSet)}${attribute('imagesizes', imagePreload.sizes)}>`,
    );
  }
  for (const font of fonts) {
    tags.push(`<link rel="preload" as="font" type="font/woff2" crossorigin${attribute('href', font)}>`);
  }

  if (status !== 200 || head?.noindex) {
    tags.push('<meta name="robots" content="noindex" data-page-head>');
    return tags.join('');
  }
  const path = canonicalPath(url);
  const absolute = (href: string) => new URL(href, url.origin).href;
  tags.push(`<link rel="canonical"${attribute('href', absolute(path))} data-page-head>`);
  for (const other of LOCALES) {
    tags.push(
      `<link rel="alternate"${attribute('hreflang', other)}${attribute('href', absolute(inLocale(path, other)))} data-page-head>`,
    );
  }
  tags.push(
    `<link rel="alternate" hreflang="x-default"${attribute('href', absolute(inLocale(path, DEFAULT_LOCALE)))} data-page-head>`,
  );

  const og: [string, string | undefined][] = [
    ['og:site_name', 'Zellige'],
    ['og:type', head?.type ?? 'website'],
    ['og:title', title],
    ['og:description', head?.description],
    ['og:url', absolute(path)],
    ['og:locale', OG_LOCALES[locale]],
    ['og:image', head?.image ? absolute(head.image) : undefined],
  ];
  for (const [property, content] of og) {
    if (content !== undefined)
      tags.push(`<meta property="${property}"${attribute('content', content)} data-page-head>`);
  }
  for (const other of LOCALES) {
    if (other !== locale)
      tags.push(`<meta property="og:locale:alternate" content="${OG_LOCALES[other]}" data-page-head>`);
  }
  for (const data of head?.structuredData?.(url.origin) ?? []) {
    tags.push(`<script type="application/ld+json" data-page-head>${scriptJson(data)}</script>`);
  }
  return tags.join('');
}
