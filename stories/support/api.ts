import type { Category } from '@entities/category/api';
/**
 * Helpers shared by the stories: the fixtures of the real server in the story's locale, API routes that
 * override them (loading, error, edited bodies), long texts per locale, and message lookup for play functions.
 * Not a story file (Storybook only picks up *.stories.tsx and *.mdx).
 */
import { isLocale, type Locale } from '@domain/locales';
import { mergeSettings, type DeepPartial, type StoreSettings } from '@domain/settings';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';
import type { MessageFormatElement } from 'react-intl';
import { localeResources } from '@app/locale-resources';
import type { SessionInfo } from '@shared/api/base-api';
import type { HomeCatalogue, ProductCardData } from '@features/catalogue/model/types';
import { COOKIE_NOTICE_STORAGE_KEY } from '@features/notices/model/consent';
import { CURRENCY_STORAGE_KEY } from '@features/navigation/model/currency';
import { fixture, session } from '../../tests/support/fixtures/routes';
import type { MockRoute } from '../../tests/support/mock-fetch';

/** The locale a story is shown in (the toolbar's `locale` global). */
export function storyLocale(globals: Record<string, unknown>): Locale {
  return isLocale(globals.locale) ? globals.locale : 'en';
}

/**
 * A message of the shop in a locale, with simple `{name}` values: play functions find elements by these names. It
 * is read from the compiled messages the preview loaded, so the harness notes it among the messages the story read
 * and a translation elsewhere leaves the story alone.
 */
export function msg(locale: Locale, id: string, values: Record<string, string> = {}): string {
  const compiled = localeResources(locale).messages?.[id] as MessageFormatElement[] | string | undefined;
  if (compiled === undefined) throw new Error(`No message "${id}" in ${locale}`);
  const text = typeof compiled === 'string' ? compiled : printAST(compiled);
  return Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);
}

/**
 * A message as Testing Library's text queries read the page: their matcher collapses the node's spaces (a French
 * narrow space before '!' or ':' included) but not the text it is given.
 */
export function msgText(locale: Locale, id: string, values: Record<string, string> = {}): string {
  return msg(locale, id, values).replace(/\s+/g, ' ').trim();
}

function requestLocale(request: Request): Locale {
  const locale = new URL(request.url).searchParams.get('locale');
  return isLocale(locale) ? locale : 'en';
}

/** Very long texts, per locale, for the long-text states (wrapping, overflow, RTL). */
export const LONG_PRODUCT_NAME: Record<Locale, string> = {
  en: 'Hand-painted Fassi blue-and-white ceramic serving platter with a twelve-pointed zellige star, glazed twice and fired in a wood kiln in the old medina of Fès',
  fr: 'Grand plat de service en céramique de Fès peint à la main en bleu et blanc, orné d’une étoile de zellige à douze branches, émaillé deux fois et cuit au four à bois dans la médina',
  ar: 'طبق تقديم كبير من خزف فاس مرسوم باليد بالأزرق والأبيض، مزيّن بنجمة زليج ذات اثنتي عشرة رأسًا، مزجّج مرتين ومطهو في فرن حطب في المدينة القديمة لفاس',
};

export const LONG_CATEGORY_NAME: Record<Locale, string> = {
  en: 'Traditional handmade ceramics, pottery and glazed earthenware from Fès, Safi and Tamegroute',
  fr: 'Céramiques, poteries et faïences traditionnelles faites main de Fès, de Safi et de Tamegroute',
  ar: 'الخزف والفخار والأواني المزججة التقليدية المصنوعة يدويًا من فاس وآسفي وتمكروت',
};

export const LONG_SUBCATEGORY_NAME: Record<Locale, string> = {
  en: 'Hand-thrown tea glasses, coffee mugs and matching saucers glazed in cobalt, saffron and mint',
  fr: 'Verres à thé tournés à la main, tasses à café et soucoupes assorties émaillées cobalt, safran et menthe',
  ar: 'كؤوس شاي وفناجين قهوة وصحون مطابقة مصنوعة يدويًا ومزججة بالأزرق والزعفراني والنعناعي',
};

export const LONG_NOTICE_TEXT: Record<Locale, string> = {
  en: 'Free shipping anywhere in Morocco on orders over 500 MAD. Orders placed before noon leave our workshop in Fès the same day; orders to Marrakech, Casablanca and Rabat arrive within two working days, and every piece is wrapped by hand in recycled paper.',
  fr: 'Livraison gratuite partout au Maroc dès 500 MAD d’achat. Les commandes passées avant midi quittent notre atelier de Fès le jour même ; celles pour Marrakech, Casablanca et Rabat arrivent en deux jours ouvrés, et chaque pièce est emballée à la main dans du papier recyclé.',
  ar: 'توصيل مجاني إلى جميع أنحاء المغرب للطلبات التي تتجاوز 500 درهم. الطلبات المسجلة قبل الظهر تغادر ورشتنا في فاس في اليوم نفسه، وتصل الطلبات إلى مراكش والدار البيضاء والرباط خلال يومي عمل، وتُغلّف كل قطعة يدويًا بورق معاد تدويره.',
};

const allLocales = (text: Record<Locale, string>) => ({ fr: text.fr, en: text.en, ar: text.ar });
export const longNoticeText = () => allLocales(LONG_NOTICE_TEXT);

/** The server's settings with overrides, as the settings route of a story. */
export function settingsRoute(overrides: DeepPartial<StoreSettings>): MockRoute {
  return {
    path: '/api/settings',
    handler: () => ({ body: mergeSettings(fixture<StoreSettings>('settings', 'all'), overrides) }),
  };
}

/** The session route, with some fields changed (a dismissed banner, a recorded consent). */
export function sessionRoute(overrides: Partial<SessionInfo>): MockRoute {
  return { path: '/api/session', body: { ...session, ...overrides } };
}

/** A request that never answers: the loading state. */
export function pendingRoute(path: string, method = 'GET'): MockRoute {
  return { method, path, delay: Infinity };
}

/** A request that fails as the server does when it breaks: the error state. */
export function failingRoute(path: string, method = 'GET', status = 500): MockRoute {
  return { method, path, status, body: { type: 'about:blank', title: 'Server error', status, code: 'server_error' } };
}

/** The home catalogue in the request's locale, edited. */
export function homeRoute(edit: (home: HomeCatalogue, locale: Locale) => HomeCatalogue): MockRoute {
  return {
    path: '/api/catalogue/home',
    handler: (request) => {
      const locale = requestLocale(request);
      return { body: edit(structuredClone(fixture<HomeCatalogue>('catalogue/home', locale)), locale) };
    },
  };
}

/** The category tree in the request's locale, edited. */
export function categoriesRoute(edit: (categories: Category[], locale: Locale) => Category[]): MockRoute {
  return {
    path: '/api/catalogue/categories',
    handler: (request) => {
      const locale = requestLocale(request);
      return { body: edit(structuredClone(fixture<Category[]>('catalogue/categories', locale)), locale) };
    },
  };
}

/** Product card `id` of the home fixture or of the shop's first page, in a locale. */
export function featuredProduct(locale: Locale, id: number): ProductCardData {
  const cards = [
    ...fixture<HomeCatalogue>('catalogue/home', locale).featured,
    ...fixture<{ items: ProductCardData[] }>('catalogue/listing:shop-1', locale).items,
  ];
  const product = cards.find((p) => p.id === id);
  if (!product) throw new Error(`No product card ${id} in the fixtures`);
  return structuredClone(product);
}

/**
 * Cards of the fixtures (the shop's first page): 2 is simple, rated and at its regular price; 7 is on sale;
 * 1 is variable with three colours and no rating; 4 is variable with four colours.
 */
export const PRODUCT = { plain: 2, onSale: 7, variable: 1, manyColours: 4 } as const;

/** Browser state the stories must not inherit from each other: consent flag and display currency. */
export function forgetStoredChoices(): void {
  try {
    window.localStorage.removeItem(COOKIE_NOTICE_STORAGE_KEY);
    window.localStorage.removeItem(CURRENCY_STORAGE_KEY);
  } catch {
    // Storage may be blocked: nothing was stored then.
  }
}

/** Name of top-level category `index` of the fixture tree, in a locale (play functions name its toggle). */
export function categoryName(locale: Locale, index = 0): string {
  const category = fixture<Category[]>('catalogue/categories', locale)[index];
  if (!category) throw new Error(`No category ${index}`);
  return category.name;
}

/** The first top-level category and its first child renamed with very long names. */
export function longCategoryNames(categories: Category[], locale: Locale): Category[] {
  const [first, ...rest] = categories;
  if (!first) return categories;
  const [child, ...children] = first.children;
  const longChild = child ? [{ ...child, name: LONG_SUBCATEGORY_NAME[locale] }] : [];
  return [{ ...first, name: LONG_CATEGORY_NAME[locale], children: [...longChild, ...children] }, ...rest];
}

/** How long play functions wait for what the mock API brings (a busy machine renders slowly). */
export const API_WAIT = { timeout: 5000 };
