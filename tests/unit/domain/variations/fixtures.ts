import type { AttributeTerms, GalleryImage, Variation } from '@domain/variations';

/** A picture with the given asset id. */
export function picture(id: number): GalleryImage {
  const src = `/media/p-${id}-600.webp`;
  return {
    id,
    src,
    srcset: `${src} 600w`,
    sizes: '100vw',
    width: 600,
    height: 600,
    alt: `picture ${id}`,
    full: { src: `/media/p-${id}-1200.webp`, width: 1200, height: 1200 },
    thumbnail: { src: `/media/p-${id}-300.webp`, width: 300, height: 300 },
  };
}

let nextId = 1;

/** A variation: available, 100.00 MAD, unless overridden. */
export function variation(attributes: Record<string, string>, overrides: Partial<Variation> = {}): Variation {
  const visible = overrides.isVisible ?? true;
  const purchasable = overrides.isPurchasable ?? true;
  return {
    id: nextId++,
    attributes,
    sku: null,
    price: { regular: 10_000, sale: null, min: 10_000, max: 10_000 },
    onSale: false,
    stockStatus: 'instock',
    stockQuantity: null,
    isInStock: true,
    isPurchasable: purchasable,
    isVisible: visible,
    isActive: visible && purchasable,
    soldIndividually: false,
    minQty: 1,
    maxQty: null,
    weightGrams: null,
    dimensionsMm: null,
    description: '',
    imageId: null,
    image: null,
    ...overrides,
  };
}

export const outOfStock: Partial<Variation> = { stockStatus: 'outofstock', isInStock: false };
export const notPurchasable: Partial<Variation> = { isPurchasable: false, isActive: false };
export const hidden: Partial<Variation> = { isVisible: false, isActive: false };

/** Colour (swatches) and size (dropdown). 'xl' is offered by the product but no variation has it. */
export const ATTRIBUTES: AttributeTerms[] = [
  { slug: 'colour', terms: [{ slug: 'red' }, { slug: 'blue' }, { slug: 'green' }] },
  { slug: 'size', terms: [{ slug: 's' }, { slug: 'm' }, { slug: 'l' }, { slug: 'xl' }] },
];

/**
 * red in s, m (out of stock), l; blue in any size (one variation); green in s, m (hidden), l (not purchasable).
 * An exact blue/s variation is listed after the 'any' one, and it is out of stock.
 */
export function catalogue() {
  const v = {
    redS: variation({ colour: 'red', size: 's' }),
    redM: variation({ colour: 'red', size: 'm' }, outOfStock),
    redL: variation(
      { colour: 'red', size: 'l' },
      { price: { regular: 12_000, sale: 9_000, min: 9_000, max: 9_000 }, onSale: true },
    ),
    blueAny: variation({ colour: 'blue', size: '' }, { price: { regular: 8_000, sale: null, min: 8_000, max: 8_000 } }),
    blueS: variation({ colour: 'blue', size: 's' }, outOfStock),
    greenS: variation({ colour: 'green', size: 's' }),
    greenM: variation({ colour: 'green', size: 'm' }, hidden),
    greenL: variation({ colour: 'green', size: 'l' }, notPurchasable),
  };
  return { v, list: Object.values(v) };
}
