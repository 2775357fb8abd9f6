import { type Static, Type } from 'typebox';
import { BLOCK_POSITIONS } from '@domain/settings';
import { IdSchema, LocaleSchema } from '../../http/schemas';
import { ProductDetailSchema } from '../product/schemas';

const Money = (description: string) => Type.Integer({ description: `${description}, in minor units (centimes)` });
const NewPrice = Type.String({
  description: "The price when bought together: '100%' (its own), a percentage such as '90%', or a unit price ('150')",
});

export const BundleRulesSchema = Type.Object(
  {
    discount: Type.Number({ minimum: 0, maximum: 100, description: 'Percentage discount; applies when 0 < d < 100' }),
    discountAmount: Money('Fixed discount; applies when smaller than the total'),
    fixedPrice: Type.Boolean({ description: "Sold at the bundle's own price" }),
    optional: Type.Boolean({ description: 'The shopper sets each item quantity within its limits' }),
    variables: Type.Boolean({ description: 'Variable items let the shopper choose the variation' }),
    excludeUnpurchasable: Type.Boolean(),
    min: Type.Integer({ minimum: 0, description: 'Least total quantity (optional bundles); 0: none' }),
    max: Type.Integer({ minimum: 0, description: 'Most total quantity (optional bundles); 0: none' }),
    totalMin: Money('Least discounted total; 0: none'),
    totalMax: Money('Most discounted total; 0: none'),
  },
  { title: 'BundleRules' },
);

export const BundleItemSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The bundled item: what the cart receives as itemId' }),
    quantity: Type.Integer({ minimum: 0, description: 'Default quantity per bundle' }),
    minQty: Type.Integer({ minimum: 0 }),
    maxQty: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
    variationId: Type.Union([Type.Integer(), Type.Null()], {
      description: 'The variation the bundle names; null lets the shopper choose (variable items)',
    }),
    product: ProductDetailSchema,
  },
  { title: 'BundleItem' },
);

export const BundleSchema = Type.Object(
  {
    productId: Type.Integer(),
    rules: BundleRulesSchema,
    priceSuffix: Type.String(),
    own: Type.Object(
      { price: Money('What a fixed-price bundle sells for'), regularPrice: Money('Its regular price') },
      { description: "The bundle product's own price (fixed-price bundles)" },
    ),
    items: Type.Array(BundleItemSchema, { description: 'In order' }),
  },
  { title: 'Bundle' },
);
export type Bundle = Static<typeof BundleSchema>;

export const BlockSettingsSchema = Type.Object(
  {
    selection: Type.Enum(['multiple', 'single']),
    atcButton: Type.Enum(['main', 'both', 'separate']),
    optional: Type.Boolean({ description: 'The shopper may change companion quantities' }),
    syncQty: Type.Boolean({ description: 'Companion quantities follow the main quantity' }),
    showPriceTotal: Type.Boolean({ description: 'Prices shown for the whole quantity' }),
    pricing: Type.Enum(['sale_price', 'regular_price'], { description: 'What a percentage applies to' }),
    ignoreThis: Type.Boolean({ description: 'The main product is not an item of the block' }),
    thisNewPrice: NewPrice,
    layout: Type.Union([Type.Enum(['carousel-2', 'carousel-3', 'carousel-4']), Type.Null()], {
      description: "null: the store's layout",
    }),
    variables: Type.Boolean({
      description: 'Variable companions let the shopper choose the variation; off, they are bought from their page',
    }),
    priceSuffix: Type.String({ description: "Said after the main product's price and the total; '' for none" }),
    position: Type.Union([Type.Enum(BLOCK_POSITIONS), Type.Null()], {
      description: "Above or under the add-to-cart form, or under the gallery and summary; null: the store's position",
    }),
  },
  { title: 'BoughtTogetherSettings' },
);

export const CompanionSchema = Type.Object(
  {
    id: Type.Integer({ description: 'The relation: what the cart receives as relationId' }),
    quantity: Type.Integer({ minimum: 1, description: 'Base quantity (o_qty)' }),
    newPrice: NewPrice,
    priceSuffix: Type.String({ description: "Said after the companion's price; '' for none" }),
    checked: Type.Boolean({
      description: 'Ticked when the page opens (the shop chose it); otherwise the shopper ticks it',
    }),
    product: ProductDetailSchema,
  },
  { title: 'Companion' },
);

export const BoughtTogetherSchema = Type.Object(
  {
    productId: Type.Integer(),
    variationId: Type.Union([Type.Integer(), Type.Null()], {
      description: "The variation whose own list this is; null for the product's list",
    }),
    variationsWithList: Type.Array(Type.Integer(), {
      description: 'Variations of the product that have a companion list of their own',
    }),
    settings: BlockSettingsSchema,
    items: Type.Array(CompanionSchema, { description: 'In order; empty when the product has no companions' }),
  },
  { title: 'BoughtTogether' },
);
export type BoughtTogether = Static<typeof BoughtTogetherSchema>;

export const ProductIdParams = Type.Object({ id: IdSchema });
export const BoughtTogetherQuery = Type.Object({
  locale: LocaleSchema,
  variationId: Type.Optional(IdSchema),
});
