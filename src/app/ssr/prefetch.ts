import type { Locale } from '@domain/locales';
import { parseListingParams } from '@domain/listing';
import { DEFAULT_SETTINGS } from '@domain/settings';
import { baseApi } from '@shared/api/base-api';
import { settingsApi } from '@shared/api/settings-api';
import { shippingOffersApi } from '@shared/api/shipping-offers-api';
import { categoriesApi } from '@entities/category/api';
import { cartApi } from '@entities/cart/api';
import { catalogueApi } from '@features/catalogue/api';
import { listingApi } from '@features/catalogue/listing-api';
import { listingRequest, parsePageSegment } from '@features/catalogue/model/listing-query';
import { productApi } from '@entities/product/api';
import { bundlesApi } from '@features/bundles/api';
import { checkoutApi } from '@features/checkout/api';
import { accountApi } from '@features/account/api';
import { customerApi } from '@entities/customer/api';
import { wishlistApi } from '@features/wishlist/api';
import { sharedListArgs } from '@features/wishlist/model/share';
import { contentApi } from '@features/content/api';
import { formsApi } from '@features/forms/api';
import { HOME_PAGE_SLUG, isPageSlug } from '@domain/content/validate';
import { formsIn } from '@domain/content/blocks';
import { accountSection, type AccountSection } from '../routes/account/sections';
import type { AppStore } from '../store';
import type { PageName } from '../router';

/**
 * The pages that show nothing of the shopper's own (their session, cart, lists, orders): drawn for a visitor, one
 * rendering serves every visitor whose page cookies agree (src/domain/page-cookies.ts), and the server keeps it.
 */
export const SHARED_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'home',
  'listing',
  'product',
  'content',
  'not-found',
]);

const PRIVATE_SECTIONS = new Set<AccountSection>(['dashboard', 'orders', 'order', 'addresses', 'details']);

interface PageAddress {
  locale: Locale;
  params: Record<string, string | undefined>;
  search: string;
}

/**
 * What each page asks the API for on its first render, with the very arguments its components pass, so the server
 * fills the store before rendering and the client, handed that store, asks nothing again when it hydrates. (The
 * journeys check that a page loads without one API request.) A page that reads more on first render adds it here.
 */
const PAGE_DATA: Record<PageName, (store: AppStore, address: PageAddress) => Promise<unknown>[]> = {
  home: (store, { locale }) => [
    store.dispatch(catalogueApi.endpoints.getHome.initiate(locale)),
    store.dispatch(contentApi.endpoints.getContentPage.initiate({ slug: HOME_PAGE_SLUG, locale })),
  ],
  listing: (store, { locale, params, search }) => {
    const segment = parsePageSegment(params.page);
    if (segment.kind !== 'page') return [];
    const settings = settingsApi.endpoints.getSettings.select()(store.getState()).data ?? DEFAULT_SETTINGS;
    const { filters } = parseListingParams(new URLSearchParams(search));
    const request = listingRequest(locale, params.slug ?? null, segment.page, settings.listing.pageSize, filters);
    return [store.dispatch(listingApi.endpoints.getListing.initiate(request))];
  },
  // The product, then what its page shows with it: a bundle's form, and the 'frequently bought together' block.
  product: (store, { locale, params }) => {
    if (!params.slug) return [];
    const slug = params.slug;
    const next = async (): Promise<unknown> => {
      const { data } = await store.dispatch(productApi.endpoints.getProduct.initiate({ slug, locale }));
      if (!data) return null;
      const query = { productId: data.id, locale };
      return Promise.all([
        data.type === 'bundle' ? store.dispatch(bundlesApi.endpoints.getBundle.initiate(query)) : null,
        store.dispatch(bundlesApi.endpoints.getBoughtTogether.initiate(query)),
        // Its offer's shipping and returns, for the structured data in the head.
        store.dispatch(shippingOffersApi.endpoints.getShippingOffers.initiate()),
      ]);
    };
    return [next()];
  },
  cart: (store, { locale }) => [store.dispatch(cartApi.endpoints.getCart.initiate(locale))],
  // The page, then the forms it holds (each with a token issued for this visit).
  content: (store, { locale, params }) => {
    if (!params.slug || !isPageSlug(params.slug)) return [];
    const slug = params.slug;
    const next = async (): Promise<unknown> => {
      const { data } = await store.dispatch(contentApi.endpoints.getContentPage.initiate({ slug, locale }));
      return Promise.all(
        formsIn(data?.blocks ?? []).map((form) =>
          store.dispatch(formsApi.endpoints.getForm.initiate({ slug: form, locale })),
        ),
      );
    };
    return [next()];
  },
  wishlist: (store, { locale, params, search }) => {
    if (params.key === undefined) return [store.dispatch(wishlistApi.endpoints.getWishlist.initiate({ locale }))];
    const args = sharedListArgs(locale, params.key, search);
    return args ? [store.dispatch(wishlistApi.endpoints.getSharedWishlist.initiate(args))] : [];
  },
  checkout: (store, { locale }) => [
    store.dispatch(checkoutApi.endpoints.getCheckout.initiate(locale)),
    // A customer's saved addresses fill the form.
    ...(baseApi.endpoints.getSession.select()(store.getState()).data?.user
      ? [store.dispatch(customerApi.endpoints.getAccount.initiate())]
      : []),
  ],
  'order-received': (store, { locale, params, search }) => {
    const number = Number(params.number);
    if (!Number.isInteger(number) || number <= 0) return [];
    const key = new URLSearchParams(search).get('key') ?? undefined;
    return [store.dispatch(checkoutApi.endpoints.getOrder.initiate({ number, locale, ...(key ? { key } : {}) }))];
  },
  'order-pay': (store, { locale, params, search }) => {
    const number = Number(params.number);
    if (!Number.isInteger(number) || number <= 0) return [];
    const key = new URLSearchParams(search).get('key') ?? undefined;
    return [
      store.dispatch(checkoutApi.endpoints.getOrderPayment.initiate({ number, locale, ...(key ? { key } : {}) })),
    ];
  },
  account: (store, { locale, params, search }) => {
    // Private pages read the account (and their section's data) only for a signed-in customer, as they render.
    const user = baseApi.endpoints.getSession.select()(store.getState()).data?.user;
    const section = accountSection(params.section, params.number);
    if (!user || !section || !PRIVATE_SECTIONS.has(section)) return [];
    const reads: Promise<unknown>[] = [store.dispatch(customerApi.endpoints.getAccount.initiate())];
    if (section === 'orders') {
      const page = Math.max(1, Number(new URLSearchParams(search).get('page') ?? 1) || 1);
      reads.push(store.dispatch(accountApi.endpoints.getOrders.initiate(page)));
    }
    if (section === 'order') {
      reads.push(store.dispatch(checkoutApi.endpoints.getOrder.initiate({ number: Number(params.number), locale })));
    }
    return reads;
  },
  'not-found': () => [],
};

/**
 * Loads what the page needs: first the session (which a new visitor gets here, so every later request carries its
 * cookie) and the settings (a listing's page size), then the shell's categories and the page's own data together.
 * A page drawn for any visitor (`shared`) reads no session: the browser asks for it once the page is live.
 */
export async function prefetchPage(
  store: AppStore,
  page: PageName,
  address: PageAddress,
  { shared = false }: { shared?: boolean } = {},
): Promise<void> {
  await Promise.all([
    shared ? null : store.dispatch(baseApi.endpoints.getSession.initiate()),
    store.dispatch(settingsApi.endpoints.getSettings.initiate()),
  ]);
  await Promise.all([
    store.dispatch(categoriesApi.endpoints.getCategoryTree.initiate(address.locale)),
    ...PAGE_DATA[page](store, address),
  ]);
}
