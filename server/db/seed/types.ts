import type { LocalisedJson } from '../schema/common';
import type { Silhouette } from './svg';

/** Text in the three shop locales; every seeded label has all three, never a placeholder. */
export type Tr = LocalisedJson;

export const tr = (fr: string, en: string, ar: string): Tr => ({ fr, en, ar });

/** Craft families share how their descriptions are written. */
export type Family = 'ceramic' | 'textile' | 'leather' | 'metal' | 'jewellery';

/** A kind of product within a category: its noun in each language and what it is made of. */
export interface Kind {
  noun: Tr;
  material: string;
  family?: Family;
}

/** How the products of a leaf category are generated. Prices are in whole dirhams here, converted to centimes. */
export interface ProductRecipe {
  count: number;
  code: string;
  family: Family;
  kinds: Kind[];
  decors: string[];
  origins: string[];
  colours: string[];
  priceMad: [number, number];
  weightGrams: [number, number];
  /** Length, width, height in millimetres (min and max of each). */
  dimensionsMm: [[number, number], [number, number], [number, number]];
  /** Share of variable products, and the sizes they may come in (none: colour only). */
  variableShare: number;
  sizes: string[];
  /** Variable products choose by colour unless the recipe says they only come in sizes. */
  sizeOnly?: boolean;
  soldIndividually?: boolean;
  /** The products' shipping class (FREE_SHIPPING_CLASS: they ship free). */
  shippingClass?: string;
}

export interface CategorySeed {
  slug: string;
  name: Tr;
  description: Tr;
  silhouette: Silhouette;
  colour: string;
  children?: CategorySeed[];
  recipe?: ProductRecipe;
}
