import { type Static, type TSchema, Type } from 'typebox';
import { ATTRIBUTE_PARAM_PREFIX } from '@domain/variations/index';
import { ExternalFields, ProductCardSchema, ProductTypeSchema, TextLocaleSchema } from '../listing/schemas';
import { IdSchema, Line, LocaleSchema, StockStatusSchema } from '../../http/schemas';
import { ImageSchema } from '../media/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Count = (description: string) => Type.Integer({ minimum: 0, description });

const ImageSourceSchema = Type.Object({ src: Type.String(), width: Type.Integer(), height: Type.Integer() });

/** A gallery picture; `id` is its media asset id, the same wherever the picture appears. */
export const GalleryImageSchema = Type.Object(
  {
    id: Type.Integer({ description: 'Media asset id' }),
    ...ImageSchema.properties,
    full: ImageSourceSchema,
    thumbnail: ImageSourceSchema,
  },
  { title: 'GalleryImage' },
);

const DimensionsSchema = Type.Object(
  { length: Type.Integer(), width: Type.Integer(), height: Type.Integer() },
  { description: 'Millimetres' },
);

const PriceSchema = ProductCardSchema.properties.price;

/** One variation of a variable product, as the variations form reads it (see src/domain/variations/types.ts for each field's meaning). */
export const VariationSchema = Type.Object(
  {
    id: Type.Integer({ description: 'variation_id, what the cart receives' }),
    attributes: Type.Record(Type.String(), Type.String(), {
      description: "Attribute slug → term slug; '' means any term",
    }),
    sku: Nullable(Type.String({ description: "Its own, or the product's" })),
    price: PriceSchema,
    onSale: Type.Boolean(),
    stockStatus: StockStatusSchema,
    stockQuantity: Nullable(Type.Integer({ description: 'When stock is managed' })),
    isInStock: Type.Boolean({ description: 'In stock or on backorder' }),
    isPurchasable: Type.Boolean(),
    isVisible: Type.Boolean({ description: 'Always true here: hidden variations are never sent' }),
    isActive: Type.Boolean({ description: 'Visible and purchasable' }),
    soldIndividually: Type.Boolean(),
    minQty: Type.Integer({ minimum: 0 }),
    maxQty: Nullable(Type.Integer({ minimum: 0, description: 'Stored maximum capped by managed stock; null: none' })),
    weightGrams: Nullable(Type.Integer({ description: "Its own, or the product's" })),
    dimensionsMm: Nullable(DimensionsSchema),
    description: Type.String(),
    imageId: Nullable(Type.Integer({ description: 'Media asset id of its picture' })),
    image: Nullable(GalleryImageSchema),
  },
  { title: 'Variation' },
);

export const ProductAttributeSchema = Type.Object(
  {
    slug: Type.String(),
    name: Type.String(),
    type: Type.Enum(['select', 'colour'], { description: 'colour: shown as swatches' }),
    usedForVariations: Type.Boolean(),
    visible: Type.Boolean({ description: "Listed in the product's details" }),
    terms: Type.Array(
      Type.Object({
        slug: Type.String(),
        name: Type.String(),
        swatch: Nullable(Type.String({ description: '#rrggbb' })),
        imageId: Nullable(Type.Integer({ description: "The product's picture in this colour (a gallery image id)" })),
      }),
    ),
  },
  { title: 'ProductAttribute' },
);

export const ProductDetailSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    type: ProductTypeSchema,
    name: Type.String(),
    shortDescription: Type.Array(Type.String(), { description: 'Plain-text paragraphs' }),
    description: Type.Array(Type.String(), { description: 'Plain-text paragraphs' }),
    textLocale: TextLocaleSchema,
    sku: Nullable(Type.String()),
    price: PriceSchema,
    onSale: Type.Boolean(),
    saleEndsAt: Nullable(
      Type.String({
        format: 'date-time',
        description: 'When the sale running now ends, its earliest end for variations',
      }),
    ),
    stockStatus: StockStatusSchema,
    stockQuantity: Nullable(Type.Integer()),
    purchasable: Type.Boolean(),
    soldIndividually: Type.Boolean(),
    quantity: Type.Object({ min: Type.Integer({ minimum: 0 }), max: Nullable(Type.Integer({ minimum: 0 })) }),
    weightGrams: Nullable(Type.Integer()),
    dimensionsMm: Nullable(DimensionsSchema),
    rating: ProductCardSchema.properties.rating,
    breadcrumb: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() }), {
      description: "The product's category with its ancestors, root first; empty when it has none",
    }),
    attributes: Type.Array(ProductAttributeSchema, { description: 'In position order' }),
    gallery: Type.Array(GalleryImageSchema, { description: 'Position order; the first is the main picture' }),
    variations: Type.Union([Type.Array(VariationSchema), Type.Literal(false)], {
      description: 'Every visible variation in menu order, or false above the list limit: ask /variation instead',
    }),
    variationCount: Count('Visible variations'),
    variationImages: Type.Record(Type.String(), Type.Array(GalleryImageSchema), {
      description: "Variation id → that variation's own gallery slides (only variations that have some)",
    }),
    ...ExternalFields,
    groupedItems: Type.Array(ProductCardSchema, {
      description:
        "A grouped product's children as listing cards, in the grouped product's order (each bought on its own); " +
        'empty for the other types',
    }),
  },
  { title: 'ProductDetail' },
);
export type ProductDetail = Static<typeof ProductDetailSchema>;
export type WireVariation = Static<typeof VariationSchema>;

export const ProductSlugParams = Type.Object({ slug: Line({ minLength: 1, maxLength: 200 }) });
export const ProductIdParams = Type.Object({ id: IdSchema });

/** The lookup's choices: attribute_<slug>=<term>, read by parseVariationQuery (src/domain/variations/query.ts). */
export const VariationQuerySchema = Type.Object(
  { locale: LocaleSchema },
  {
    patternProperties: {
      // A repeated parameter is let through, so the lookup names it 'invalid_format' like every other fault.
      [`^${ATTRIBUTE_PARAM_PREFIX}`]: Type.Union(
        [Line({ maxLength: 200 }), Type.Array(Line({ maxLength: 200 }), { maxItems: 20 })],
        {
          description: 'attribute_<slug>=<term slug>, once per variation attribute',
        },
      ),
    },
  },
);

export const VariationLookupSchema = Type.Object(
  { variation: Nullable(VariationSchema) },
  {
    title: 'VariationLookup',
    description: 'The first visible variation, in menu order, that fits every choice; null when none does',
  },
);
