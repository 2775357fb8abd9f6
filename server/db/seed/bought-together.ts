import { parseNewPrice } from '@domain/bundles';
import type { Db } from '../client';
import type { LocalisedJson } from '../schema/common';
import { boughtTogether, boughtTogetherSettings } from '../schema/index';
import { type SeededProduct, loadSeeded, lowestPrice, offerable, variationMatching } from './seeded';

interface CompanionSeed {
  slug: string;
  /** '100%' (default), a percentage, or a unit price in dirhams below the companion's price. */
  newPrice?: string;
  quantity?: number;
  /** Said after its price in the block. */
  priceSuffix?: LocalisedJson;
  /** Ticked when the page opens (the shop's choice); unticked by default. */
  checked?: boolean;
}

interface ListSeed {
  /** The main product, by slug. */
  slug: string;
  /** A variation's own list (by attributes), which replaces the product's while it is chosen. */
  variation?: Record<string, string>;
  companions: CompanionSeed[];
}

type BlockSettingsSeed = Omit<typeof boughtTogetherSettings.$inferInsert, 'productId'>;

/** Products a journey can reach from the home page (both featured) that have a 'bought together' block. */
export const BOUGHT_TOGETHER_JOURNEYS = {
  simple: 'diamond-pattern-satchel-from-fes-sand',
  /** Its indigo/large variation has a list of its own. */
  variable: 'arabesque-salad-bowl-from-sale',
} as const;

/** A bundle with a 'bought together' block: the companions ticked are added to its price and bought with it. */
export const BUNDLE_WITH_COMPANIONS = 'indigo-breakfast-set';

/**
 * 'Frequently bought together' on popular products, none of them a product the page's fixtures and tests rely on
 * (tests/support/fixtures/product-cases.ts) nor the home page's first featured product.
 */
export const BOUGHT_TOGETHER: ListSeed[] = [
  {
    slug: BOUGHT_TOGETHER_JOURNEYS.simple,
    companions: [
      { slug: 'star-pattern-leather-babouches-from-marrakech-indigo' },
      { slug: 'arabesque-pointed-babouches-from-fes', newPrice: '90%' },
      { slug: 'arabesque-leather-pouf-from-fes-saffron-yellow', newPrice: '85%' },
    ],
  },
  {
    slug: BOUGHT_TOGETHER_JOURNEYS.variable,
    companions: [
      { slug: 'hand-painted-ceramic-bowl-from-sale' },
      { slug: 'arabesque-dinner-plate-from-marrakech-pomegranate-red', newPrice: '90%', checked: true },
      { slug: 'star-pattern-ceramic-mug-from-tamegroute', newPrice: '85%' },
    ],
  },
  {
    slug: BOUGHT_TOGETHER_JOURNEYS.variable,
    variation: { colour: 'indigo', size: 'large' },
    companions: [
      { slug: 'floral-serving-platter-from-chefchaouen-indigo', newPrice: '90%' },
      { slug: 'zellige-pattern-ceramic-mug-from-tamegroute-indigo', quantity: 2 },
    ],
  },
  {
    slug: 'hand-painted-coffee-mug-from-marrakech-mint-green',
    companions: [
      { slug: 'dotted-salad-bowl-from-fes-mint-green' },
      { slug: 'arabesque-harira-bowl-from-marrakech-turquoise', newPrice: '150' },
      { slug: 'striped-ceramic-mug-from-tamegroute-mint-green', newPrice: '90%' },
    ],
  },
  {
    slug: 'star-pattern-dessert-plate-from-meknes-mint-green',
    companions: [
      { slug: 'arabesque-dinner-plate-from-tamegroute-mint-green', newPrice: '90%' },
      { slug: 'dotted-dinner-plate-from-chefchaouen' },
      { slug: 'arabesque-glazed-mug-from-safi-mint-green', newPrice: '85%' },
      { slug: 'zellige-pattern-ceramic-mug-from-fes-mint-green' },
    ],
  },
  {
    slug: 'geometric-wicker-and-leather-basket-from-tetouan-ebony-black',
    companions: [
      { slug: 'geometric-leather-tote-bag-from-fes-ebony-black', newPrice: '85%' },
      { slug: 'geometric-pointed-babouches-from-tetouan' },
    ],
  },
  {
    slug: 'star-pattern-earrings-from-tiznit-turquoise',
    companions: [
      { slug: 'arabesque-berber-bracelet-from-essaouira', newPrice: '90%' },
      { slug: 'dotted-ring-from-the-high-atlas' },
      { slug: 'star-pattern-ring-from-essaouira-pomegranate-red', newPrice: '85%' },
    ],
  },
  {
    slug: 'zellige-pattern-cooking-tagine-from-fes',
    companions: [
      {
        slug: 'hand-painted-dinner-plate-from-safi-majorelle-blue',
        quantity: 4,
        priceSuffix: { fr: "l'assiette", en: 'per plate', ar: 'للصحن' },
      },
      { slug: 'floral-harira-bowl-from-safi-turquoise', newPrice: '90%', quantity: 2 },
      { slug: 'floral-serving-platter-from-marrakech-majorelle-blue', newPrice: '85%' },
    ],
  },
  {
    slug: 'geometric-pointed-babouches-from-tetouan',
    companions: [
      { slug: 'floral-leather-pouf-from-fes-sand', newPrice: '90%' },
      { slug: 'striped-leather-tote-bag-from-marrakech' },
    ],
  },
  {
    slug: BUNDLE_WITH_COMPANIONS,
    companions: [
      { slug: 'floral-serving-platter-from-chefchaouen-indigo', newPrice: '90%', checked: true },
      { slug: 'floral-harira-bowl-from-safi-turquoise', quantity: 2 },
    ],
  },
];

/** Block settings that differ from the defaults; a product without an entry keeps them all. */
export const BLOCK_SETTINGS: Record<string, BlockSettingsSeed> = {
  [BOUGHT_TOGETHER_JOURNEYS.simple]: { optional: true, layout: 'carousel-3' },
  [BOUGHT_TOGETHER_JOURNEYS.variable]: { optional: true },
  // One companion to pick before choosing how many mugs: the block stands above the add-to-cart form.
  'hand-painted-coffee-mug-from-marrakech-mint-green': { selection: 'single', optional: true, position: 'before' },
  'star-pattern-dessert-plate-from-meknes-mint-green': { syncQty: true, layout: 'carousel-4' },
  // Its babouches come in sizes: bought from their own page, not chosen in the block.
  'geometric-wicker-and-leather-basket-from-tetouan-ebony-black': {
    atcButton: 'separate',
    optional: true,
    variables: false,
  },
  'star-pattern-earrings-from-tiznit-turquoise': { ignoreThis: true, optional: true, position: 'after' },
  // Under the set's form; each companion's quantity the shopper's to set.
  [BUNDLE_WITH_COMPANIONS]: { optional: true, position: 'after' },
  'zellige-pattern-cooking-tagine-from-fes': {
    atcButton: 'both',
    thisNewPrice: '95%',
    optional: true,
    priceSuffix: { fr: 'TTC', en: 'incl. VAT', ar: 'شامل الضريبة' },
  },
};

/** A bundle on sale now may have companions too. */
const sellableBundle = (p: SeededProduct | undefined): p is SeededProduct =>
  p?.type === 'bundle' && p.purchasable && p.stockStatus === 'instock';

/** A companion is sold now, and a unit price it is offered at is below what it costs alone. */
function fits(companion: SeededProduct | undefined, newPrice: string): companion is SeededProduct {
  if (!offerable(companion)) return false;
  const price = parseNewPrice(newPrice);
  return price.kind === 'percent' || price.amount < lowestPrice(companion);
}

/**
 * Writes the lists and their settings, after every product. A list whose product, variation or companions the
 * catalogue lacks (a shrunk one) is left out, or keeps only the companions it has.
 */
export async function writeBoughtTogether(db: Db): Promise<void> {
  const slugs = BOUGHT_TOGETHER.flatMap((l) => [l.slug, ...l.companions.map((c) => c.slug)]);
  const seeded = await loadSeeded(db, slugs);
  const written = new Set<number>();
  for (const list of BOUGHT_TOGETHER) {
    const main = seeded.get(list.slug);
    if (!offerable(main) && !sellableBundle(main)) continue;
    const variation = list.variation ? variationMatching(main, list.variation) : null;
    if (variation === undefined) continue;
    const rows = list.companions.flatMap((c) => {
      const companion = seeded.get(c.slug);
      const newPrice = c.newPrice ?? '100%';
      return fits(companion, newPrice) && companion.id !== main.id
        ? [
            {
              companionId: companion.id,
              newPrice,
              quantity: c.quantity ?? 1,
              priceSuffix: c.priceSuffix ?? null,
              checked: c.checked ?? false,
            },
          ]
        : [];
    });
    if (rows.length === 0) continue;
    await db
      .insert(boughtTogether)
      .values(rows.map((r, position) => ({ ...r, productId: main.id, variationId: variation?.id ?? null, position })));
    written.add(main.id);
  }
  const settings = Object.entries(BLOCK_SETTINGS).flatMap(([slug, s]) => {
    const id = seeded.get(slug)?.id;
    return id !== undefined && written.has(id) ? [{ ...s, productId: id }] : [];
  });
  if (settings.length > 0) await db.insert(boughtTogetherSettings).values(settings);
}
