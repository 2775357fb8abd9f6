/** What the cart's requests carry: the query, the bodies and the parameters. */
import { type Static, Type } from 'typebox';
import { ORDER_NOTE_MAX_LENGTH } from '@domain/cart';
import { AddressInput, IdSchema, Line, Lines, LocaleSchema } from '../../../http/schemas';

export const CartQuery = Type.Object({ locale: LocaleSchema });
export type CartQuery = Static<typeof CartQuery>;

/** Largest quantity a request may carry; the product's own limits are checked after. */
export const QUANTITY_CEILING = 1_000_000;
export const NOTE_MAX_LENGTH = ORDER_NOTE_MAX_LENGTH;

const Slug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 100 });

export const AddItemBody = Type.Object(
  {
    productId: IdSchema,
    variationId: Type.Optional(IdSchema),
    quantity: Type.Integer({ minimum: 1, maximum: QUANTITY_CEILING }),
    attributes: Type.Optional(
      Type.Record(Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 100 }), Slug, {
        description: "Attribute slug → term slug, for the variation's attributes left as 'any'",
        maxProperties: 20,
      }),
    ),
  },
  { additionalProperties: false },
);
export type AddItemBody = Static<typeof AddItemBody>;

const ItemAttributes = Type.Record(Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 100 }), Slug, {
  description: "Attribute slug → term slug, for the variation's attributes left as 'any'",
  maxProperties: 20,
});

/** A companion ticked in a 'frequently bought together' block. */
export const CompanionBody = Type.Object(
  {
    relationId: IdSchema,
    quantity: Type.Integer({
      minimum: 1,
      maximum: QUANTITY_CEILING,
      description: 'With sync-qty, per main product (o_qty); else the units to add',
    }),
    variationId: Type.Optional(IdSchema),
    attributes: Type.Optional(ItemAttributes),
  },
  { additionalProperties: false },
);
export type CompanionBody = Static<typeof CompanionBody>;
const COMPANIONS_MAX = 20;

export const AddBundleBody = Type.Object(
  {
    productId: IdSchema,
    quantity: Type.Integer({ minimum: 1, maximum: QUANTITY_CEILING, description: 'How many bundles' }),
    items: Type.Array(
      Type.Object(
        {
          itemId: IdSchema,
          quantity: Type.Integer({ minimum: 0, maximum: QUANTITY_CEILING, description: 'Units per bundle' }),
          variationId: Type.Optional(IdSchema),
          attributes: Type.Optional(ItemAttributes),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50, description: 'The chosen items; an item left out takes its default (0 in optional bundles)' },
    ),
    together: Type.Optional(
      Type.Array(CompanionBody, {
        maxItems: COMPANIONS_MAX,
        description: "The companions ticked in the bundle's 'frequently bought together' block, bought with it",
      }),
    ),
  },
  { additionalProperties: false },
);
export type AddBundleBody = Static<typeof AddBundleBody>;

export const AddTogetherBody = Type.Object(
  {
    productId: IdSchema,
    variationId: Type.Optional(IdSchema),
    attributes: Type.Optional(ItemAttributes),
    quantity: Type.Integer({ minimum: 1, maximum: QUANTITY_CEILING, description: 'Of the main product' }),
    items: Type.Array(CompanionBody, { maxItems: COMPANIONS_MAX, description: 'The ticked companions' }),
  },
  { additionalProperties: false },
);
export type AddTogetherBody = Static<typeof AddTogetherBody>;

export const LineParams = Type.Object({ key: Line({ minLength: 1, maxLength: 300 }) });
export const UpdateItemBody = Type.Object(
  { quantity: Type.Integer({ minimum: 0, maximum: QUANTITY_CEILING, description: '0 removes the line' }) },
  { additionalProperties: false },
);

export const CouponBody = Type.Object({ code: Line({ maxLength: 100 }) }, { additionalProperties: false });
export const CouponParams = Type.Object({ code: Line({ minLength: 1, maxLength: 100 }) });

export const NoteBody = Type.Object(
  { note: Lines({ maxLength: NOTE_MAX_LENGTH, description: 'Plain text; HTML is refused' }) },
  { additionalProperties: false },
);

export const CustomerBody = Type.Object(
  {
    billing: AddressInput,
    shipping: Type.Optional(AddressInput),
    shipToDifferentAddress: Type.Optional(Type.Boolean()),
  },
  {
    additionalProperties: false,
    description: 'The checkout’s addresses as typed so far (checked when the order is placed)',
  },
);

export const AddressBody = Type.Object(
  {
    country: Line({ maxLength: 8, description: 'ISO 3166-1 alpha-2 (trimmed, any case)' }),
    state: Type.Optional(
      Line({ maxLength: 100, description: 'A state code for MA (e.g. macas), free text elsewhere' }),
    ),
    city: Type.Optional(Line({ maxLength: 100 })),
    postcode: Type.Optional(Line({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type AddressBody = Static<typeof AddressBody>;
export type CustomerBody = Static<typeof CustomerBody>;

export const MethodBody = Type.Object(
  {
    package: Type.Integer({ minimum: 0, maximum: 99, description: 'Package index (0: one package for now)' }),
    methodId: IdSchema,
  },
  { additionalProperties: false },
);
