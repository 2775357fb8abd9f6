import { type Static, Type } from 'typebox';
import { BLOCK_POSITIONS, type StoreSettings } from '@domain/settings';

const Int = (description?: string) => Type.Integer(description ? { description } : {});
const Ms = () => Type.Integer({ minimum: 0, description: 'milliseconds' });
const Localised = Type.Object({ fr: Type.String(), en: Type.String(), ar: Type.String() });

/** The wire shape of StoreSettings (src/domain/settings.ts); the assertion below keeps the two in step. */
export const StoreSettingsSchema = Type.Object(
  {
    priceFormat: Type.Object({
      currency: Type.String(),
      symbol: Type.String(),
      position: Type.Enum(['left', 'left_space', 'right', 'right_space']),
      decimals: Int(),
      thousandSeparator: Type.String(),
      decimalSeparator: Type.String(),
      trimZeros: Type.Boolean(),
    }),
    currencies: Type.Array(
      Type.Object({ code: Type.String(), rateMicros: Int('millionths of this currency per MAD') }),
    ),
    cart: Type.Object({
      addToCartBehaviour: Type.Enum(['open_cart_drawer', 'none']),
      cartRedirectAfterAdd: Type.Boolean(),
      quantityDebounceMs: Ms(),
      freeShippingThreshold: Int('minor units'),
      countdown: Type.Object({
        enabled: Type.Boolean(),
        lengthMinutes: Int(),
        loop: Type.Boolean(),
        formatter: Type.Enum(['clock', 'words']),
        expiredMessage: Type.Union([Localised, Type.Null()]),
      }),
      limits: Type.Object({
        maxLineQuantity: Int('most units of one line'),
        maxCartQuantity: Int('most units in the cart'),
        maxOrderValue: Int('largest subtotal, minor units'),
      }),
    }),
    search: Type.Object({ ajaxDisabled: Type.Boolean(), delayMs: Ms(), minLength: Int() }),
    header: Type.Object({
      sticky: Type.Boolean(),
      stickyType: Type.Enum(['up', 'both']),
      pinDelayMs: Ms(),
      mobileMenuBreakpoint: Int('px'),
      mobileMenuSide: Type.Enum(['start', 'end']),
      menuShowTimeoutMs: Ms(),
      menuHideTimeoutMs: Ms(),
      touchHideDelayMs: Ms(),
      topBarCollapsedHeight: Int('px'),
      topBarExpandThreshold: Int('px'),
      centredLogo: Type.Boolean(),
    }),
    notices: Type.Object({
      storeNotice: Type.Object({ enabled: Type.Boolean(), id: Type.String(), text: Localised }),
      comingSoon: Type.Object({ enabled: Type.Boolean(), text: Localised }),
      cookieNotice: Type.Object({ enabled: Type.Boolean(), text: Localised }),
      scrollOffset: Int('px'),
      focusFirstAlertDelayMs: Ms(),
    }),
    preloader: Type.Object({ enabled: Type.Boolean(), removeAfterMs: Ms() }),
    listing: Type.Object({
      pageSize: Int(),
      columns: Int(),
      pagination: Type.Enum(['pagination', 'load-more', 'infinite']),
      scrollOffset: Int('px'),
      resultCountRefreshMs: Ms(),
      singleChoiceFilters: Type.Array(Type.String(), {
        description: 'Attributes (slugs) whose filter list takes one term at a time',
      }),
    }),
    gallery: Type.Object({
      autoplay: Type.Boolean(),
      download: Type.Boolean(),
      fullscreen: Type.Boolean(),
      zoom: Type.Boolean(),
      thumbnail: Type.Boolean(),
      share: Type.Boolean(),
    }),
    wishlist: Type.Object({
      menuAction: Type.Enum(['open_page', 'open_popup']),
      pageMyAccount: Type.Enum(['yes', 'yes_popup']),
      buttonAction: Type.Enum(['list', 'message', 'no']),
      buttonActionAdded: Type.Enum(['popup', 'remove', 'page']),
      messagePosition: Type.Enum(['right-top']),
      autoRemove: Type.Boolean(),
      reloadCount: Type.Boolean(),
      popupScrollbar: Type.Boolean(),
    }),
    bundles: Type.Object({
      roundPrice: Type.Boolean(),
      recalcPrice: Type.Boolean(),
      changeImage: Type.Boolean(),
      bundledPrice: Type.Enum(['price', 'subtotal', 'subtotal_under_name']),
      bundledPriceFrom: Type.Enum(['sale_price', 'regular_price']),
      changePrice: Type.Enum(['yes', 'no', 'yes_custom']),
    }),
    boughtTogether: Type.Object({
      changeImage: Type.Boolean(),
      changePrice: Type.Enum(['yes', 'no', 'yes_custom']),
      counter: Type.Enum(['individual', 'qty', 'hide']),
      layout: Type.Enum(['carousel-2', 'carousel-3', 'carousel-4']),
      position: Type.Enum(BLOCK_POSITIONS),
    }),
    announcements: Type.Object({ cartUpdatedDelayMs: Ms() }),
    attribution: Type.Object({ enabled: Type.Boolean() }),
    captcha: Type.Object({
      enabled: Type.Boolean(),
      maxNumber: Type.Integer({ minimum: 1 }),
      lifetimeSeconds: Type.Integer({ minimum: 1 }),
    }),
  },
  { title: 'StoreSettings' },
);

type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// Fails to compile when the schema and the domain type drift apart.
const schemaMatchesDomain: Equals<Static<typeof StoreSettingsSchema>, StoreSettings> = true;
void schemaMatchesDomain;
