import { colour as colourTerm } from './attributes';
import { DECORS, ORIGINS } from './places';
import { CATALOGUE_EPOCH, type ImagePlan, type ProductPlan, type VariationPlan } from './products';
import { colourAlt, detailAlt, productName, productTexts } from './texts';
import { tr } from './types';

const COLOURS = ['terracotta', 'sand', 'ebony', 'saffron', 'pomegranate', 'indigo'];
const SIZES = ['eu-38', 'eu-39', 'eu-40', 'eu-41', 'eu-42', 'eu-43'];
const SKU = 'ZL-BAB-101';

/** Special states by 'colour/size': what the product page must show for such a combination. */
const STATES: Record<string, Partial<VariationPlan>> = {
  'sand/eu-38': { stockStatus: 'outofstock', stockQuantity: 0 },
  'ebony/eu-43': { stockStatus: 'outofstock', stockQuantity: null },
  'saffron/eu-40': { stockStatus: 'onbackorder', stockQuantity: 0 },
  'pomegranate/eu-41': { purchasable: false },
  'indigo/eu-39': { visible: false },
};
/** The combination that has a gallery slide of its own (product_images.variation_id). */
const WITH_OWN_SLIDE = 'terracotta/eu-40';

/**
 * One product planned by hand, after the drawn catalogue: babouches in 6 colours × 6 sizes, 36 variations, more than
 * the product page's list limit (VARIATION_LIST_LIMIT, 30), so the page looks each combination up on the server (the
 * spec's product_variations = false). It has every variation state (out of stock, on backorder, not purchasable,
 * hidden, managed stock, a sale) and one variation with its own gallery slide. Planned apart from the draw and
 * written last, so every other product, picture and id stays as it was.
 */
export function showcaseProducts(): ProductPlan[] {
  const name = productName(tr('babouches brodées', 'embroidered babouches', 'بلغة مطرزة'), DECORS.star!, ORIGINS.fes!);
  const texts = productTexts('leather', 'leather', DECORS.star!, ORIGINS.fes!);
  const slug = 'star-pattern-embroidered-babouches-from-fes';
  const variations: VariationPlan[] = [];
  for (const [c, colour] of COLOURS.entries()) {
    for (const [s, size] of SIZES.entries()) {
      const regularPrice = (s >= 4 ? 340 : 320) * 100;
      // Terracotta has its stock counted (so a maximum); indigo is on sale.
      const stockQuantity = colour === 'terracotta' ? 3 + s : null;
      variations.push({
        sku: `${SKU}-${colour.slice(0, 3).toUpperCase()}-${size.slice(3)}`,
        attributes: { colour, size },
        regularPrice,
        salePrice: colour === 'indigo' ? regularPrice - 4000 : null,
        stockStatus: 'instock',
        stockQuantity,
        purchasable: true,
        visible: true,
        maxQty: stockQuantity,
        weightGrams: 280 + 10 * s + c,
        colourSlug: colour,
        ...STATES[`${colour}/${size}`],
      });
    }
  }
  const images: ImagePlan[] = COLOURS.map((colour, i) => ({
    spec: {
      silhouette: 'babouche',
      motif: 'star8',
      colour: colourTerm(colour).swatch!,
      accent: '#d99a1b',
      tiles: 4,
      rotation: (i * 15) % 45,
    },
    baseName: `${slug}-${colour}`,
    alt: colourAlt(name, colourTerm(colour).name),
    colourSlug: colour,
  }));
  const own = variations.find((v) => `${v.attributes.colour}/${v.attributes.size}` === WITH_OWN_SLIDE)!;
  images.push({
    spec: {
      silhouette: 'tile',
      motif: 'star8',
      colour: colourTerm('terracotta').swatch!,
      accent: '#f4efe6',
      tiles: 5,
      rotation: 0,
    },
    baseName: `${slug}-terracotta-eu-40-sole`,
    alt: detailAlt(name),
    colourSlug: null,
    variationSku: own.sku,
  });
  return [
    {
      slug,
      type: 'variable',
      sku: SKU,
      category: 'babouches',
      name,
      short: texts.short,
      long: texts.long,
      regularPrice: 32_000,
      salePrice: null,
      saleFrom: null,
      saleTo: null,
      stockStatus: 'instock',
      stockQuantity: null,
      purchasable: true,
      soldIndividually: false,
      shippingClass: null,
      weightGrams: 300,
      dimensionsMm: [280, 100, 55],
      ratingAverage: 470,
      ratingCount: 23,
      totalSales: 140,
      featured: false,
      // Older than every drawn product: it never moves a product of the 'latest' order.
      createdAt: new Date(CATALOGUE_EPOCH - 400 * 24 * 3_600_000),
      attributes: [
        { slug: 'colour', terms: COLOURS, usedForVariations: true },
        { slug: 'size', terms: SIZES, usedForVariations: true },
        { slug: 'material', terms: ['leather'], usedForVariations: false },
      ],
      variations,
      images,
    },
  ];
}
