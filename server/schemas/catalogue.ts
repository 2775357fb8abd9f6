import { type Static, type TSchema, Type } from 'typebox';
import { ImageSchema } from './common';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Money = (description: string) => Type.Integer({ description: `${description}, in minor units (centimes)` });

export const ColourSwatchSchema = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  swatch: Nullable(Type.String({ description: '#rrggbb' })),
});

export const ProductCardSchema = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    type: Type.Enum(['simple', 'variable']),
    name: Type.String(),
    shortDescription: Type.String(),
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
    stockStatus: Type.Enum(['instock', 'outofstock', 'onbackorder']),
    image: Nullable(ImageSchema),
    colours: Type.Array(ColourSwatchSchema),
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
