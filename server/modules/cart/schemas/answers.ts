/** What the cart answers: the whole cart, and its problems. */
import { type Static, type TSchema, Type } from 'typebox';
import { CART_COUNT_COOKIE } from '@domain/cart';
import { COUPON_KINDS } from '@domain/cart-coupons';
import { SHIPPING_METHOD_KINDS } from '@domain/cart-shipping';
import { STORE_CURRENCY } from '@domain/money';
import { ADDRESS_FIELDS } from '@domain/checkout/address-schema';
import { ProblemSchema, StockStatusSchema } from '../../../http/schemas';
import { ImageSchema } from '../../media/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Money = (description: string) => Type.Integer({ description: `${description}, in minor units (centimes)` });

const KeptAddress = Type.Object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, Type.Optional(Type.String())])),
);

export const CartItemSchema = Type.Object(
  {
    key: Type.String({ description: 'Stable line key: use it in /api/cart/items/{key}' }),
    productId: Type.Integer(),
    variationId: Nullable(Type.Integer()),
    slug: Type.String({ description: 'Product slug (product page: /{locale}/product/{slug}/)' }),
    name: Type.String({ description: 'Product name in the locale' }),
    attributes: Type.Array(
      Type.Object({
        attribute: Type.String({ description: 'Attribute slug' }),
        label: Type.String({ description: 'Attribute name in the locale' }),
        term: Type.String({ description: 'Term slug' }),
        value: Type.String({ description: 'Term name in the locale' }),
      }),
      { description: "The variation's attributes, 'any' ones as chosen, in attribute order" },
    ),
    image: Nullable(ImageSchema),
    unitPrice: Money('What one unit costs now (sale price while a sale runs)'),
    regularUnitPrice: Money('The regular price of one unit'),
    quantity: Type.Integer(),
    limits: Type.Object({
      min: Type.Integer(),
      max: Nullable(
        Type.Integer({ description: 'The most this line may hold (max_qty and managed stock); null: no limit' }),
      ),
      step: Type.Integer(),
      soldIndividually: Type.Boolean(),
    }),
    subtotal: Money('unitPrice × quantity'),
    stockStatus: StockStatusSchema,
    available: Type.Boolean({
      description: 'Still purchasable, visible and in stock; false: it must be removed before checkout',
    }),
    role: Nullable(
      Type.Enum(['bundle', 'bundled', 'together'], {
        description:
          'bundle: a bundle, priced whole; bundled: one of its items (parentKey), no price of its own, its quantity ' +
          "follows the bundle's; together: bought with the line parentKey, at the block's price while that line is here",
      }),
    ),
    parentKey: Nullable(Type.String()),
    perParent: Nullable(Type.Integer({ description: 'Units of a bundled item per bundle' })),
  },
  { title: 'CartItem' },
);

const NoticeParams = Type.Object({
  coupon: Type.Optional(Type.String()),
  minimumSpend: Type.Optional(Money('Minimum spend')),
  maximumSpend: Type.Optional(Money('Maximum spend')),
});

/** The response header of every answer that writes the cart's item count (CART_COUNT_COOKIE), for the OpenAPI document. */
export function cartCountHeader() {
  return {
    'set-cookie': {
      type: 'string',
      description: `${CART_COUNT_COOKIE}=<count>; Path=/; SameSite=Lax (Secure over HTTPS), not HttpOnly: the number of items, so the header's badge shows it on any page's first paint without downloading the cart`,
    },
  };
}

export const CartSchema = Type.Object(
  {
    version: Type.Integer({ description: 'Goes up by one with every change' }),
    currency: Type.Literal(STORE_CURRENCY),
    items: Type.Array(CartItemSchema),
    count: Type.Integer({ description: 'Number of items: the sum of the quantities' }),
    coupons: Type.Array(
      Type.Object({ code: Type.String(), kind: Type.Enum([...COUPON_KINDS]), discount: Money('What it takes off') }),
    ),
    notices: Type.Array(
      Type.Object({
        code: Type.String({ description: 'Why the coupon was removed: a coupon_* refusal code' }),
        coupon: Type.String(),
        params: NoticeParams,
      }),
      { description: 'Coupons removed by this change because they stopped applying' },
    ),
    note: Type.String(),
    customer: Nullable(
      Type.Object(
        { billing: KeptAddress, shipping: KeptAddress, shipToDifferentAddress: Type.Boolean() },
        { description: 'The checkout’s addresses as the shopper typed them for this cart, or null' },
      ),
    ),
    shipping: Type.Object({
      address: Nullable(
        Type.Object({ country: Type.String(), state: Type.String(), city: Type.String(), postcode: Type.String() }),
      ),
      addressRequired: Type.Boolean({ description: 'true: no country yet, so no packages and no shipping cost' }),
      packages: Type.Array(
        Type.Object({
          index: Type.Integer(),
          methods: Type.Array(
            Type.Object({
              id: Type.Integer(),
              kind: Type.Enum([...SHIPPING_METHOD_KINDS]),
              label: Type.String(),
              cost: Money('Cost'),
            }),
          ),
          chosen: Nullable(Type.Integer({ description: 'The chosen method id' })),
        }),
      ),
    }),
    totals: Type.Object({
      subtotal: Money('Sum of the line subtotals'),
      discount: Money('Sum of the coupon discounts'),
      shipping: Money('Cost of the chosen methods'),
      total: Money('subtotal − discount + shipping'),
    }),
    freeShipping: Type.Object({
      threshold: Money('Free-shipping goal'),
      remaining: Money('Still missing'),
      percent: Type.Integer({ minimum: 0, maximum: 100 }),
      done: Type.Boolean(),
    }),
    freeShippingClassOnly: Type.Boolean({
      description: 'Every line is in the free-shipping class (free_shipping_class_only): shipping is free, no goal',
    }),
    countdown: Nullable(
      Type.Object(
        { startedAt: Type.String({ format: 'date-time' }), endsAt: Type.String({ format: 'date-time' }) },
        { description: 'null: empty cart or countdown off' },
      ),
    ),
  },
  {
    title: 'Cart',
    // Every 200 answer of the cart API writes the cart's item count where the page can read it (CART_COUNT_COOKIE).
    headers: cartCountHeader(),
  },
);
export type CartBody = Static<typeof CartSchema>;

/** The cart's problem details: the common ones plus the values the translated message needs. */
export const CartProblemSchema = Type.Object(
  {
    ...ProblemSchema.properties,
    params: Type.Optional(
      Type.Object({
        min: Type.Optional(Type.Integer()),
        max: Type.Optional(Nullable(Type.Integer())),
        step: Type.Optional(Type.Integer()),
        inCart: Type.Optional(Type.Integer({ description: 'Quantity of this line already in the cart' })),
        available: Type.Optional(Type.Integer({ description: 'Quantity in stock' })),
        coupon: Type.Optional(Type.String()),
        minimumSpend: Type.Optional(Money('Minimum spend')),
        maximumSpend: Type.Optional(Money('Maximum spend')),
        maxValue: Type.Optional(Money('Largest order value the store takes')),
        name: Type.Optional(Type.String({ description: "The item's product name (bundle and block refusals)" })),
        amount: Type.Optional(Money('A bundle total limit')),
      }),
    ),
    productUrl: Type.Optional(Type.String({ description: 'Product page to send the shopper to (variation_required)' })),
  },
  { title: 'CartProblem', description: 'RFC 9457 problem details with the values of the translated message.' },
);

export const cartProblems = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, CartProblemSchema])) as Record<S, typeof CartProblemSchema>;

/** The shop's shipping as a product's offer states it (structured data for search engines). */
export const ShippingOffersSchema = Type.Object(
  {
    offers: Type.Array(
      Type.Object({
        countries: Type.Array(Type.String({ description: 'ISO 3166-1 alpha-2' })),
        rate: Type.Integer({ description: 'The cheapest rate, in minor units (0: ships free)' }),
        freeFrom: Type.Union([
          Type.Integer({ description: 'Ships free from this cart amount, in minor units' }),
          Type.Null(),
        ]),
      }),
    ),
    returnDays: Type.Integer({ description: 'Days a piece may be sent back in, free of charge' }),
  },
  { title: 'ShippingOffers' },
);
