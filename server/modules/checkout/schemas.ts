import { type Static, type TSchema, Type } from 'typebox';
import { ADDRESS_FIELDS } from '@domain/checkout/address-schema';
import { ORDER_STATUSES, PAYMENT_METHOD_IDS } from '@domain/checkout/orders';
import { ORDER_NOTE_MAX_LENGTH } from '@domain/cart';
import { STORE_CURRENCY } from '@domain/money';
import { LOCALES } from '@domain/locales';
import { AddressInput, IdSchema, Line, Lines, LocaleSchema, ProblemSchema } from '../../http/schemas';

export { AddressInput };
import { cartCountHeader, CartSchema } from '../cart/schemas';
import { AttributionInput } from './attribution-schema';

const Nullable = <T extends TSchema>(schema: T, options: { description?: string } = {}) =>
  Type.Union([schema, Type.Null()], options);
const Money = (description: string) => Type.Integer({ description: `${description}, in minor units (centimes)` });

export const CheckoutQuery = Type.Object({ locale: LocaleSchema });

export const AddressSchema = Type.Object(
  Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, Type.String()])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    ReturnType<typeof Type.String>
  >,
);

/** The destination the checkout's totals are for, and the payment method chosen: sent 2 s after either changes. */
export const UpdateCheckoutBody = Type.Object(
  {
    country: Line({ maxLength: 8 }),
    state: Type.Optional(Line({ maxLength: 100 })),
    city: Type.Optional(Line({ maxLength: 100 })),
    postcode: Type.Optional(Line({ maxLength: 20 })),
    paymentMethod: Type.Optional(Type.Enum([...PAYMENT_METHOD_IDS])),
  },
  { additionalProperties: false },
);
export type UpdateCheckoutBody = Static<typeof UpdateCheckoutBody>;

export const PlaceOrderHeaders = Type.Object({
  'idempotency-key': Type.String({
    pattern: '^[A-Za-z0-9_-]{16,100}$',
    description: 'One per order the shopper means to place: a retry or a double click with the same key is one order',
  }),
});

export const PlaceOrderBody = Type.Object(
  {
    billing: AddressInput,
    shipToDifferentAddress: Type.Boolean(),
    shipping: Type.Optional(AddressInput),
    paymentMethod: Type.Enum([...PAYMENT_METHOD_IDS]),
    shippingMethod: Type.Optional(IdSchema),
    customerNote: Type.Optional(Lines({ maxLength: ORDER_NOTE_MAX_LENGTH })),
    expectedTotal: Type.Integer({
      minimum: 0,
      maximum: 2_147_483_647,
      description: 'The total the shopper was shown: if the order would cost anything else, nothing is placed',
    }),
    attribution: Type.Optional(AttributionInput),
    createAccount: Type.Optional(
      Type.Boolean({ description: 'A guest asks for an account with the billing e-mail (confirmed by a mailed link)' }),
    ),
    accountPassword: Type.Optional(Line({ maxLength: 400, description: 'The new account’s password (8 to 30)' })),
    saveAddresses: Type.Optional(
      Type.Boolean({ description: 'A signed-in customer keeps these addresses for the next checkout' }),
    ),
  },
  { additionalProperties: false },
);
export type PlaceOrderBody = Static<typeof PlaceOrderBody>;

export const PaymentMethodSchema = Type.Object({
  id: Type.Enum([...PAYMENT_METHOD_IDS]),
  title: Type.String(),
  description: Type.String(),
});

export const CheckoutSchema = Type.Object(
  {
    cart: CartSchema,
    paymentMethods: Type.Array(PaymentMethodSchema, { description: 'Offered for the billing country, in order' }),
    defaultPaymentMethod: Nullable(Type.Enum([...PAYMENT_METHOD_IDS])),
  },
  { title: 'Checkout' },
);
export type CheckoutBody = Static<typeof CheckoutSchema>;

export const OrderParams = Type.Object({ number: IdSchema });
export const OrderQuery = Type.Object({
  locale: LocaleSchema,
  key: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{10,64}$', description: 'The order key from its e-mail' })),
});

export const OrderSchema = Type.Object(
  {
    number: Type.Integer(),
    key: Type.String(),
    status: Type.Enum([...ORDER_STATUSES]),
    createdAt: Type.String({ format: 'date-time' }),
    currency: Type.Literal(STORE_CURRENCY),
    paymentMethod: Nullable(PaymentMethodSchema, { description: 'null while a pending order waits for payment' }),
    bank: Nullable(
      Type.Object({
        accountName: Type.String(),
        bankName: Type.String(),
        rib: Type.String(),
        iban: Type.String(),
        bic: Type.String(),
      }),
    ),
    billing: AddressSchema,
    shipping: AddressSchema,
    shippingMethod: Nullable(Type.Object({ id: Type.Integer(), label: Type.String(), cost: Money('Cost') })),
    writtenIn: Type.Enum([...LOCALES], {
      description: 'The language of the lines’ names and attributes and of the shipping method’s label: the order’s',
    }),
    lines: Type.Array(
      Type.Object({
        productId: Nullable(Type.Integer()),
        name: Type.String(),
        sku: Nullable(Type.String()),
        attributes: Type.Array(Type.Object({ label: Type.String(), value: Type.String() })),
        quantity: Type.Integer(),
        unitPrice: Money('Price of one unit when ordered'),
        subtotal: Money('unitPrice × quantity'),
        role: Nullable(
          Type.Enum(['bundle', 'bundled', 'together'], {
            description: 'bundle: a bundle; bundled: one of its items (parentPosition); together: bought together',
          }),
        ),
        parentPosition: Nullable(Type.Integer({ description: 'Index in lines of the bundle or main product' })),
      }),
    ),
    couponCodes: Type.Array(Type.String()),
    customerNote: Type.String(),
    totals: Type.Object({
      subtotal: Money('Lines'),
      discount: Money('Coupons'),
      shipping: Money('Shipping'),
      total: Money('What the shopper pays'),
    }),
  },
  { title: 'Order' },
);

/** A placed order's answer: the order, with the emptied cart's item count written for the header's badge. */
export const PlacedOrderSchema = Type.Object(OrderSchema.properties, { title: 'Order', headers: cartCountHeader() });
export type OrderBody = Static<typeof OrderSchema>;

/** A pending order to pay, and the methods offered for it (as checkout offers them for its country). */
export const OrderPaymentSchema = Type.Object(
  {
    order: OrderSchema,
    paymentMethods: Type.Array(PaymentMethodSchema),
    defaultPaymentMethod: Nullable(Type.Enum([...PAYMENT_METHOD_IDS])),
  },
  { title: 'OrderPayment' },
);
export type OrderPaymentBody = Static<typeof OrderPaymentSchema>;

export const PayOrderBody = Type.Object(
  {
    key: OrderQuery.properties.key,
    paymentMethod: Type.Enum([...PAYMENT_METHOD_IDS]),
  },
  { additionalProperties: false },
);
export type PayOrderBody = Static<typeof PayOrderBody>;

/** A refused checkout: `errors` name each field; a changed cart comes with the cart as it is now. */
export const CheckoutProblemSchema = Type.Object(
  {
    ...ProblemSchema.properties,
    cart: Type.Optional(CartSchema),
    params: Type.Optional(
      Type.Object({ available: Type.Optional(Type.Integer()), name: Type.Optional(Type.String()) }),
    ),
  },
  { title: 'CheckoutProblem' },
);

export const checkoutProblems = <S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((s) => [s, CheckoutProblemSchema])) as Record<S, typeof CheckoutProblemSchema>;
