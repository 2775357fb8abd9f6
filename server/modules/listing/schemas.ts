import { type Static, type TSchema, Type } from 'typebox';
import { FILTER_PREFIX, LISTING_LIMITS, QUERY_TYPE_PREFIX } from '@domain/listing';
import { LOCALES } from '@domain/locales';
import { Line, LocaleSchema, StockStatusSchema } from '../../http/schemas';
import { ImageSchema } from '../media/schemas';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Money = (description: string) => Type.Integer({ description: `${description}, in minor units (centimes)` });

export const ColourSwatchSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  swatch: Nullable(Type.String({ description: '#rrggbb' })),
});

/** A variation attribute other than colour, with its terms: a card shows them as labelled buttons. */
export const CardOptionSchema = Type.Object({
  attribute: Type.String({ description: 'The attribute slug, as the variation query names it' }),
  name: Type.String(),
  terms: Type.Array(Type.Object({ slug: Type.String(), name: Type.String() })),
});

/**
 * grouped: a page gathering other products, bought one by one (priced by its children: their lowest to highest
 * price); external: sold on another site, its button leads there. Neither goes into a cart itself.
 */
export const ProductTypeSchema = Type.Enum(['simple', 'variable', 'bundle', 'grouped', 'external'], {
  description:
    'grouped: gathers other products, bought one by one, priced from its children; external: sold on another ' +
    'site (externalUrl). Neither is added to a cart (409 not_purchasable)',
});

/** An external product's address and its button's words; null for the other types. */
export const ExternalFields = {
  externalUrl: Nullable(
    Type.String({
      format: 'uri',
      description: "An external product's address on the site that sells it (http or https); null for other types",
    }),
  ),
  buttonText: Nullable(
    Type.String({
      description: "An external product's button words; null: the shop's own ('Buy product') or not external",
    }),
  ),
};

/**
 * The locale a product's name and descriptions are written in: the one asked for when the product has that
 * translation, else the default locale's (a product imported in one language only). A page in another language marks
 * those texts with it (lang), so a screen reader speaks them with the right voice.
 */
export const TextLocaleSchema = Type.Enum([...LOCALES], {
  description:
    "The locale of the product's name and descriptions: the requested one when the product is translated into it, " +
    "else the shop's default locale (whose text is sent instead)",
});

export const ProductCardSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    type: ProductTypeSchema,
    name: Type.String(),
    shortDescription: Type.String(),
    textLocale: TextLocaleSchema,
    price: Type.Object({
      regular: Money('Regular price (of the cheapest visible variation for variable products)'),
      sale: Nullable(Money('Sale price when a sale is running')),
      min: Money('Lowest price a shopper pays'),
      max: Money('Highest price a shopper pays'),
    }),
    onSale: Type.Boolean(),
    rating: Type.Object({
      average: Type.Integer({ description: 'Hundredths of a star: 450 = 4.5' }),
      count: Type.Integer(),
    }),
    stockStatus: StockStatusSchema,
    image: Nullable(ImageSchema),
    colours: Type.Array(ColourSwatchSchema),
    options: Type.Array(CardOptionSchema, {
      description: 'The other attributes that choose a variation (sizes, materials), in their order',
    }),
    ...ExternalFields,
  },
  { title: 'ProductCard' },
);
export type ProductCard = Static<typeof ProductCardSchema>;

const categoryFields = {
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  image: Nullable(ImageSchema),
  productCount: Type.Integer({ description: 'Products in this category and its descendants' }),
};

/**
 * The tree is described to a fixed depth (the serializer needs a finite schema); four levels is more than a shop
 * menu can show. The deepest level always has no children.
 */
function categoryLevel(depth: number): TSchema {
  return Type.Object({
    ...categoryFields,
    children: depth <= 1 ? Type.Array(Type.Never(), { maxItems: 0 }) : Type.Array(categoryLevel(depth - 1)),
  });
}
export const CATEGORY_TREE_DEPTH = 4;
export const CategoryTreeSchema = Type.Array(categoryLevel(CATEGORY_TREE_DEPTH), { title: 'CategoryTree' });

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: Static<typeof ImageSchema> | null;
  productCount: number;
  children: CategoryNode[];
}

export const CategoryTileSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    image: Nullable(ImageSchema),
    productCount: Type.Integer(),
  },
  { title: 'CategoryTile' },
);
export type CategoryTile = Static<typeof CategoryTileSchema>;

export const HomeSchema = Type.Object(
  { categories: Type.Array(CategoryTileSchema), featured: Type.Array(ProductCardSchema) },
  { title: 'Home' },
);
export type Home = Static<typeof HomeSchema>;

export const CategorySlug = Line({ maxLength: 200, description: 'Category slug; its descendants are included' });

/**
 * Listing parameters. orderby, min_price, max_price, s and the dynamic filter_<attribute> / query_type_<attribute>
 * are read by parseListingParams() (src/domain/listing.ts), the parser the client uses for its address, so both
 * sides accept the same things; the schema only checks they are strings (a repeated filter is a list).
 */
export const ListingQuerySchema = Type.Object(
  {
    locale: LocaleSchema,
    category: Type.Optional(CategorySlug),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: LISTING_LIMITS.page, default: 1 })),
    per_page: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LISTING_LIMITS.perPage,
        description: 'Default: the listing.pageSize setting',
      }),
    ),
    orderby: Type.Optional(
      Line({ maxLength: 20, description: 'menu_order | popularity | rating | date | price | price-desc' }),
    ),
    min_price: Type.Optional(Line({ maxLength: 20, description: 'Dirhams, inclusive: 120 or 120.50' })),
    max_price: Type.Optional(Line({ maxLength: 20, description: 'Dirhams, inclusive' })),
    s: Type.Optional(Line({ maxLength: 1000, description: 'Full-text search' })),
  },
  {
    // patternProperties, not additionalProperties: with the latter TypeBox stops converting page and per_page.
    patternProperties: {
      // Bounded like every client text: a filter repeated 2 000 times was read in full before being ignored.
      [`^(${FILTER_PREFIX}|${QUERY_TYPE_PREFIX})`]: Type.Union(
        [Line({ maxLength: 200 }), Type.Array(Line({ maxLength: 200 }), { maxItems: 20 })],
        {
          description: 'filter_<attribute>=term,term and query_type_<attribute>=and|or (other parameters are ignored)',
        },
      ),
    },
  },
);
export type ListingQueryParams = Static<typeof ListingQuerySchema>;

const CrumbSchema = Type.Object({ slug: Type.String(), name: Type.String() });

export const ListingFacetsSchema = Type.Object({
  price: Nullable(
    Type.Object(
      { min: Type.Integer(), max: Type.Integer() },
      { description: 'Current price range (minor units) of the products matching every filter but the price' },
    ),
  ),
  attributes: Type.Array(
    Type.Object({
      slug: Type.String(),
      name: Type.String(),
      type: Type.Enum(['select', 'colour']),
      terms: Type.Array(
        Type.Object({
          slug: Type.String(),
          name: Type.String(),
          swatch: Nullable(Type.String()),
          count: Type.Integer({ description: 'Products of the listing with this term added to the filters' }),
        }),
      ),
    }),
  ),
  categories: Type.Array(Type.Object({ slug: Type.String(), count: Type.Integer() })),
});
export type ListingFacets = Static<typeof ListingFacetsSchema>;

export const ListingPageSchema = Type.Object(
  {
    page: Type.Integer(),
    perPage: Type.Integer(),
    total: Type.Integer(),
    moreThanTotal: Type.Boolean({
      description: 'A search broader than its ranking window: more than `total` products match, `total` are listed',
    }),
    pageCount: Type.Integer(),
    items: Type.Array(ProductCardSchema),
    category: Nullable(
      Type.Object({
        id: Type.Integer(),
        slug: Type.String(),
        name: Type.String(),
        description: Type.String(),
        ancestors: Type.Array(CrumbSchema, { description: 'Root first, the category itself excluded' }),
      }),
    ),
    facets: ListingFacetsSchema,
    suggestion: Nullable(Type.String({ description: "'Did you mean' for a search that found little" })),
  },
  { title: 'ListingPage' },
);
export type ListingPage = Static<typeof ListingPageSchema>;
