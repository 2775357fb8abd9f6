/**
 * Store settings: what the shop owner can change, with the specification's values as defaults.
 * Isomorphic plain TypeScript: the server serves them (defaults merged with stored overrides) and the client obeys them.
 * Money amounts are integer minor units (centimes); durations are milliseconds unless the name says otherwise.
 */

import { type CaptchaSettings, DEFAULT_CAPTCHA_SETTINGS } from './captcha';
import { type CartLimits, DEFAULT_CART_LIMITS } from './cart-limits';
import { ATTRIBUTION_SETTINGS } from './checkout/attribution/rules';
import { DIRHAM_FORMAT, STORE_CURRENCY, type PriceFormat, type SymbolPosition } from './money';

export interface LocalisedText {
  fr: string;
  en: string;
  ar: string;
}

/** The price format is the one `money.ts` implements; settings only carry its values. */
export type PricePosition = SymbolPosition;
export type PriceFormatSettings = PriceFormat;

/** Display currency; `rateMicros` is how many millionths of it one unit of MAD buys (display only, MAD is charged). */
export interface CurrencyRate {
  code: string;
  rateMicros: number;
}

export interface CountdownSettings {
  enabled: boolean;
  lengthMinutes: number;
  /** On expiry the countdown starts over (a new period of the same length) instead of showing the expired message. */
  loop: boolean;
  /** How the time left is written: 'clock' (09:05) or 'words' (9 minutes, 5 seconds, in the shopper's language). */
  formatter: CountdownFormatter;
  /** The owner's own expired message per locale; null keeps the shop's translated one. */
  expiredMessage: LocalisedText | null;
}

export const COUNTDOWN_FORMATTERS = ['clock', 'words'] as const;
export type CountdownFormatter = (typeof COUNTDOWN_FORMATTERS)[number];

export interface CartSettings {
  addToCartBehaviour: 'open_cart_drawer' | 'none';
  cartRedirectAfterAdd: boolean;
  quantityDebounceMs: number;
  /** Free-shipping goal, in minor units. */
  freeShippingThreshold: number;
  countdown: CountdownSettings;
  /** Most a cart may hold (cart-limits.ts). */
  limits: CartLimits;
}

export interface SearchSettings {
  ajaxDisabled: boolean;
  delayMs: number;
  minLength: number;
}

export interface HeaderSettings {
  sticky: boolean;
  stickyType: 'up' | 'both';
  pinDelayMs: number;
  mobileMenuBreakpoint: number;
  mobileMenuSide: 'start' | 'end';
  menuShowTimeoutMs: number;
  menuHideTimeoutMs: number;
  touchHideDelayMs: number;
  topBarCollapsedHeight: number;
  topBarExpandThreshold: number;
  centredLogo: boolean;
}

export interface NoticeSettings {
  storeNotice: { enabled: boolean; id: string; text: LocalisedText };
  comingSoon: { enabled: boolean; text: LocalisedText };
  cookieNotice: { enabled: boolean; text: LocalisedText };
  scrollOffset: number;
  focusFirstAlertDelayMs: number;
}

export interface ListingSettings {
  pageSize: number;
  columns: number;
  pagination: 'pagination' | 'load-more' | 'infinite';
  scrollOffset: number;
  resultCountRefreshMs: number;
  /** Attributes (by slug) whose filter list is single-choice: one term at a time. Every other list toggles. */
  singleChoiceFilters: string[];
}

export interface GallerySettings {
  autoplay: boolean;
  download: boolean;
  fullscreen: boolean;
  zoom: boolean;
  thumbnail: boolean;
  share: boolean;
}

export interface WishlistSettings {
  menuAction: 'open_page' | 'open_popup';
  pageMyAccount: 'yes' | 'yes_popup';
  buttonAction: 'list' | 'message' | 'no';
  buttonActionAdded: 'popup' | 'remove' | 'page';
  messagePosition: 'right-top';
  autoRemove: boolean;
  reloadCount: boolean;
  popupScrollbar: boolean;
}

export interface BundleSettings {
  roundPrice: boolean;
  recalcPrice: boolean;
  changeImage: boolean;
  bundledPrice: 'price' | 'subtotal' | 'subtotal_under_name';
  bundledPriceFrom: 'sale_price' | 'regular_price';
  changePrice: 'yes' | 'no' | 'yes_custom';
}

/**
 * Where a product page draws the bought-together block: above the add-to-cart form, under it (both in the summary's
 * column), or under the gallery and the summary across the page.
 */
export const BLOCK_POSITIONS = ['before', 'after', 'below_summary'] as const;
export type BlockPosition = (typeof BLOCK_POSITIONS)[number];

export interface BoughtTogetherSettings {
  changeImage: boolean;
  changePrice: 'yes' | 'no' | 'yes_custom';
  counter: 'individual' | 'qty' | 'hide';
  layout: 'carousel-2' | 'carousel-3' | 'carousel-4';
  /** Where the block goes on the product page; a product's list may say otherwise. */
  position: BlockPosition;
}

export interface StoreSettings {
  priceFormat: PriceFormatSettings;
  currencies: CurrencyRate[];
  cart: CartSettings;
  search: SearchSettings;
  header: HeaderSettings;
  notices: NoticeSettings;
  preloader: { enabled: boolean; removeAfterMs: number };
  listing: ListingSettings;
  gallery: GallerySettings;
  wishlist: WishlistSettings;
  bundles: BundleSettings;
  boughtTogether: BoughtTogetherSettings;
  announcements: { cartUpdatedDelayMs: number };
  /** Order attribution: on by default; off deletes the traffic-source cookies and stores none on orders. */
  attribution: { enabled: boolean };
  /** The self-hosted proof-of-work captcha on the register, lost-password and embedded forms. */
  captcha: CaptchaSettings;
}

export const DEFAULT_SETTINGS: StoreSettings = {
  priceFormat: DIRHAM_FORMAT,
  currencies: [
    { code: STORE_CURRENCY, rateMicros: 1_000_000 },
    { code: 'EUR', rateMicros: 92_000 },
    { code: 'USD', rateMicros: 100_000 },
  ],
  cart: {
    addToCartBehaviour: 'open_cart_drawer',
    cartRedirectAfterAdd: false,
    quantityDebounceMs: 500,
    freeShippingThreshold: 50_000,
    countdown: { enabled: true, lengthMinutes: 10, loop: false, formatter: 'clock', expiredMessage: null },
    limits: DEFAULT_CART_LIMITS,
  },
  search: { ajaxDisabled: false, delayMs: 1000, minLength: 3 },
  header: {
    sticky: true,
    stickyType: 'up',
    pinDelayMs: 200,
    mobileMenuBreakpoint: 1199,
    mobileMenuSide: 'start',
    menuShowTimeoutMs: 0,
    menuHideTimeoutMs: 150,
    touchHideDelayMs: 350,
    topBarCollapsedHeight: 26,
    topBarExpandThreshold: 31,
    centredLogo: false,
  },
  notices: {
    storeNotice: {
      enabled: true,
      id: 'welcome',
      text: {
        fr: 'Bienvenue dans notre boutique d’artisanat marocain.',
        en: 'Welcome to our shop of Moroccan handmade goods.',
        ar: 'مرحبا بكم في متجرنا للصناعة التقليدية المغربية.',
      },
    },
    // Off by default: a shop that is open should not say it is coming soon. The seed turns it on.
    comingSoon: {
      enabled: false,
      text: {
        fr: 'Cette boutique sera bientôt ouverte au public.',
        en: 'This store is coming soon.',
        ar: 'سيفتح هذا المتجر أبوابه قريبا.',
      },
    },
    cookieNotice: {
      enabled: true,
      text: {
        fr: 'Des cookies font marcher la boutique ; d’autres mesurent sa fréquentation, si vous l’acceptez.',
        en: 'Cookies run the shop; others measure its visits, if you accept.',
        ar: 'ملفات تعريف الارتباط تُشغّل المتجر، وأخرى تقيس زياراته إن وافقتم.',
      },
    },
    scrollOffset: 100,
    focusFirstAlertDelayMs: 500,
  },
  // The spec's preloader hides the content for 2 s: kept as a setting, off by default.
  preloader: { enabled: false, removeAfterMs: 2000 },
  listing: {
    pageSize: 12,
    columns: 4,
    pagination: 'pagination',
    scrollOffset: 198,
    resultCountRefreshMs: 2000,
    singleChoiceFilters: [],
  },
  // The spec names the gallery options without their values; these are what shoppers expect.
  gallery: { autoplay: false, download: false, fullscreen: true, zoom: true, thumbnail: true, share: true },
  wishlist: {
    menuAction: 'open_page',
    pageMyAccount: 'yes',
    buttonAction: 'list',
    buttonActionAdded: 'popup',
    messagePosition: 'right-top',
    autoRemove: false,
    reloadCount: false,
    popupScrollbar: true,
  },
  bundles: {
    roundPrice: true,
    recalcPrice: false,
    changeImage: true,
    bundledPrice: 'price',
    bundledPriceFrom: 'sale_price',
    changePrice: 'yes',
  },
  boughtTogether: {
    changeImage: true,
    changePrice: 'yes',
    counter: 'individual',
    layout: 'carousel-2',
    position: 'below_summary',
  },
  announcements: { cartUpdatedDelayMs: 1000 },
  attribution: { enabled: ATTRIBUTION_SETTINGS.allowTracking },
  captcha: DEFAULT_CAPTCHA_SETTINGS,
};

export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeValue(base: unknown, override: unknown): unknown {
  if (override === undefined) return base;
  if (isPlainObject(base)) {
    if (!isPlainObject(override)) return base;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(base)) out[key] = mergeValue(base[key], override[key]);
    return out;
  }
  if (Array.isArray(base)) return Array.isArray(override) ? override : base;
  // Stored overrides outlive code changes: a value of the wrong kind is ignored instead of breaking the client.
  return typeof override === typeof base ? override : base;
}

/**
 * Deep-merges overrides into defaults. Objects merge key by key, arrays and scalars replace; keys unknown to the
 * defaults and values of the wrong type are dropped, so the result always has the defaults' shape.
 */
export function mergeSettings<T>(
  defaults: T,
  ...overrides: Array<DeepPartial<T> | Record<string, unknown> | undefined>
): T {
  return overrides.reduce<T>((acc, override) => mergeValue(acc, override) as T, defaults);
}
