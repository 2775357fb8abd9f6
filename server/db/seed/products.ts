import type { StockStatus } from '../schema/catalogue';
import { colour as colourTerm } from './attributes';
import type { CategorySeed, ProductRecipe } from './categories';
import { DECORS, ORIGINS } from './places';
import type { Rng } from './rng';
import { MOTIFS, type PatternSpec, type Silhouette } from './svg';
import { colourAlt, detailAlt, productName, productTexts } from './texts';
import type { Tr } from './types';

export interface ImagePlan {
  spec: PatternSpec;
  baseName: string;
  alt: Tr;
  colourSlug: string | null;
  /** A gallery slide of one variation (by its SKU) rather than of the product. */
  variationSku?: string;
}

export interface VariationPlan {
  sku: string;
  attributes: Record<string, string>;
  regularPrice: number;
  salePrice: number | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  purchasable: boolean;
  visible: boolean;
  maxQty: number | null;
  weightGrams: number;
  colourSlug: string | null;
}

export interface ProductPlan {
  slug: string;
  type: 'simple' | 'variable';
  sku: string;
  category: string;
  name: Tr;
  short: Tr;
  long: Tr;
  regularPrice: number;
  salePrice: number | null;
  saleFrom: Date | null;
  saleTo: Date | null;
  stockStatus: StockStatus;
  stockQuantity: number | null;
  purchasable: boolean;
  soldIndividually: boolean;
  shippingClass: string | null;
  weightGrams: number;
  dimensionsMm: [number, number, number];
  ratingAverage: number;
  ratingCount: number;
  totalSales: number;
  featured: boolean;
  createdAt: Date;
  attributes: Array<{ slug: 'colour' | 'size' | 'material'; terms: string[]; usedForVariations: boolean }>;
  variations: VariationPlan[];
  images: ImagePlan[];
}

// Fixed dates keep the catalogue (and its snapshots) identical from one seed to the next.
export const CATALOGUE_EPOCH = Date.UTC(2025, 0, 15, 10, 0, 0);
const SIZE_FACTOR: Record<string, number> = { small: 1, medium: 1.2, large: 1.45, 'extra-large': 1.8 };
const ACCENTS = ['#d99a1b', '#f4efe6', '#1e5b4a', '#2a9d9a', '#a8232e'];

/** Whole dirhams → centimes, rounded to 5 MAD. */
const mad = (value: number) => Math.round(value / 5) * 5 * 100;
/** A sale price: a whole-dirham discount of 10–30 %. */
const discounted = (rng: Rng, price: number) =>
  Math.floor((price * (100 - rng.pick([10, 15, 20, 25, 30]))) / 100 / 100) * 100;

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function stockFor(rng: Rng): { stockStatus: StockStatus; stockQuantity: number | null } {
  const roll = rng.next();
  const managed = rng.chance(0.5);
  if (roll < 0.09) return { stockStatus: 'outofstock', stockQuantity: managed ? 0 : null };
  if (roll < 0.16) return { stockStatus: 'onbackorder', stockQuantity: managed ? 0 : null };
  return { stockStatus: 'instock', stockQuantity: managed ? rng.int(1, 40) : null };
}

function imageSpec(rng: Rng, silhouette: Silhouette, colour: string, motif: PatternSpec['motif']): PatternSpec {
  return {
    silhouette,
    motif,
    colour,
    accent: rng.pick(ACCENTS),
    tiles: rng.int(3, 6),
    rotation: rng.pick([0, 0, 15, 30, 45]),
  };
}

/**
 * Plans one product of a leaf category. `usedNames` keeps names unique (the demo catalogue); without it names may
 * repeat (the synthetic benchmark catalogue, whose slugs and SKUs get a serial instead).
 */
export function planProduct(
  rng: Rng,
  leaf: CategorySeed,
  recipe: ProductRecipe,
  index: number,
  usedNames: Set<string> | null,
  createdAt: Date,
): ProductPlan {
  const isVariable = rng.chance(recipe.variableShare);
  let kind = rng.pick(recipe.kinds);
  let decor = DECORS[rng.pick(recipe.decors)]!;
  let origin = ORIGINS[rng.pick(recipe.origins)]!;
  let baseColour = rng.pick(recipe.colours);
  const withColourInName = !isVariable || recipe.sizeOnly === true;
  let name = productName(kind.noun, decor, origin, withColourInName ? colourTerm(baseColour).name : undefined);
  // Names are unique across the shop; draw again on a clash (the draw sequence stays deterministic).
  while (usedNames?.has(name.en)) {
    kind = rng.pick(recipe.kinds);
    decor = DECORS[rng.pick(recipe.decors)]!;
    origin = ORIGINS[rng.pick(recipe.origins)]!;
    baseColour = rng.pick(recipe.colours);
    name = productName(kind.noun, decor, origin, withColourInName ? colourTerm(baseColour).name : undefined);
  }
  usedNames?.add(name.en);
  const family = kind.family ?? recipe.family;
  const texts = productTexts(family, kind.material, decor, origin);
  const sku = `ZL-${recipe.code}-${String(index + 1).padStart(3, '0')}`;
  const regularPrice = mad(rng.int(recipe.priceMad[0], recipe.priceMad[1]));
  const [[l0, l1], [w0, w1], [h0, h1]] = recipe.dimensionsMm;
  const weightGrams = rng.int(recipe.weightGrams[0], recipe.weightGrams[1]);
  const hasReviews = rng.chance(0.7);
  const slug = slugify(name.en);
  const silhouette = leaf.silhouette;

  const plan: ProductPlan = {
    slug,
    type: isVariable ? 'variable' : 'simple',
    sku,
    category: leaf.slug,
    name,
    short: texts.short,
    long: texts.long,
    regularPrice,
    salePrice: null,
    saleFrom: null,
    saleTo: null,
    ...stockFor(rng),
    purchasable: true,
    soldIndividually: recipe.soldIndividually === true,
    shippingClass: recipe.shippingClass ?? null,
    weightGrams,
    dimensionsMm: [rng.int(l0, l1), rng.int(w0, w1), rng.int(h0, h1)],
    ratingAverage: hasReviews ? rng.int(340, 500) : 0,
    ratingCount: hasReviews ? rng.int(1, 140) : 0,
    totalSales: rng.int(0, 950),
    featured: false,
    createdAt,
    attributes: [{ slug: 'material', terms: [kind.material], usedForVariations: false }],
    variations: [],
    images: [],
  };

  if (!isVariable) {
    if (rng.chance(0.22)) plan.salePrice = discounted(rng, regularPrice);
    plan.attributes.unshift({ slug: 'colour', terms: [baseColour], usedForVariations: false });
    const count = rng.pick([1, 1, 1, 2, 2, 3]);
    const motifs = [decor.svg, ...MOTIFS.filter((m) => m !== decor.svg)];
    for (let i = 0; i < count; i++) {
      plan.images.push({
        spec: imageSpec(rng, i === 2 ? 'tile' : silhouette, colourTerm(baseColour).swatch!, motifs[i]!),
        baseName: i === 0 ? slug : `${slug}-${i + 1}`,
        alt: i === 0 ? name : detailAlt(name),
        colourSlug: null,
      });
    }
    return plan;
  }

  const colours = recipe.sizeOnly ? [] : rng.sample(recipe.colours, rng.int(2, 4));
  const sizes = recipe.sizes.length > 0 && (recipe.sizeOnly || rng.chance(0.5)) ? recipe.sizes : [];
  if (colours.length > 0) plan.attributes.unshift({ slug: 'colour', terms: colours, usedForVariations: true });
  else plan.attributes.unshift({ slug: 'colour', terms: [baseColour], usedForVariations: false });
  if (sizes.length > 0) plan.attributes.splice(1, 0, { slug: 'size', terms: sizes, usedForVariations: true });

  const onSale = rng.chance(0.25);
  const saleAll = rng.chance(0.5);
  // Sometimes one colour is sold in any size at one price: its variation has size '' ('any').
  const anySizeColour =
    colours.length > 0 && sizes.length > 0 && rng.chance(0.3) ? colours[colours.length - 1] : undefined;
  const combos: Array<Record<string, string>> = [];
  for (const c of colours.length > 0 ? colours : [null]) {
    if (sizes.length === 0 || c === anySizeColour)
      combos.push(c ? { colour: c, ...(sizes.length ? { size: '' } : {}) } : {});
    else for (const s of sizes) combos.push(c ? { colour: c, size: s } : { size: s });
  }
  plan.variations = combos.map((attributes, i) => {
    const factor = SIZE_FACTOR[attributes.size ?? ''] ?? 1;
    const price = Math.round((regularPrice * factor) / 500) * 500;
    const stock = stockFor(rng);
    const code = Object.values(attributes)
      .map((v) => (v || 'any').slice(0, 3).toUpperCase())
      .join('-');
    return {
      sku: `${sku}-${code}-${i + 1}`,
      attributes,
      regularPrice: price,
      salePrice: onSale && (saleAll || i % 2 === 0) ? discounted(rng, price) : null,
      ...stock,
      purchasable: !rng.chance(0.05),
      visible: !rng.chance(0.05),
      maxQty: stock.stockQuantity && stock.stockQuantity > 0 ? stock.stockQuantity : null,
      weightGrams: Math.round(weightGrams * factor),
      colourSlug: attributes.colour ?? null,
    };
  });
  const shown = plan.variations.filter((v) => v.visible && v.purchasable);
  plan.stockStatus = shown.some((v) => v.stockStatus === 'instock')
    ? 'instock'
    : shown.some((v) => v.stockStatus === 'onbackorder')
      ? 'onbackorder'
      : 'outofstock';
  plan.stockQuantity = null;
  plan.regularPrice = Math.min(...plan.variations.map((v) => v.regularPrice));

  if (colours.length > 0) {
    colours.forEach((c, i) => {
      const term = colourTerm(c);
      plan.images.push({
        spec: imageSpec(rng, silhouette, term.swatch!, decor.svg),
        baseName: `${slug}-${c}`,
        alt: colourAlt(name, term.name),
        colourSlug: c,
      });
      if (i === 0 && rng.chance(0.15)) {
        plan.images.push({
          spec: imageSpec(rng, 'tile', term.swatch!, decor.svg),
          baseName: `${slug}-detail`,
          alt: detailAlt(name),
          colourSlug: null,
        });
      }
    });
  } else {
    const count = rng.pick([1, 2]);
    for (let i = 0; i < count; i++) {
      plan.images.push({
        spec: imageSpec(rng, i === 1 ? 'tile' : silhouette, colourTerm(baseColour).swatch!, decor.svg),
        baseName: i === 0 ? slug : `${slug}-detail`,
        alt: i === 0 ? name : detailAlt(name),
        colourSlug: null,
      });
    }
  }
  return plan;
}
