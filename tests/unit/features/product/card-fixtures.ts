import type { ProductCardData } from '@features/catalogue/model/types';
import { fixture } from '../../../support/fixtures/routes';
import { PRODUCT_CASES } from '../../../support/fixtures/product-cases';
import { product } from '../catalogue/fixtures';

interface Wire {
  id: number;
  name: string;
  attributes: Array<{
    slug: string;
    name: string;
    terms: Array<{ slug: string; name: string; swatch: string | null }>;
  }>;
  variations: Array<{ attributes: Record<string, string> }>;
}

/** The card of the 'any size' mug, as the listing sends it: terracotta comes only in large, saffron in two sizes. */
export function mugCard(): ProductCardData {
  const wire = fixture<Wire>(`catalogue/product:${PRODUCT_CASES.anySize}`, 'en');
  const colours = wire.attributes
    .find((a) => a.slug === 'colour')!
    .terms.map(({ slug, name, swatch }) => ({ slug, name, swatch }));
  // The other attributes the variations choose by (size), as the listing sends them.
  const options = wire.attributes
    .filter((a) => a.slug !== 'colour' && wire.variations.some((v) => a.slug in v.attributes))
    .map((a) => ({ attribute: a.slug, name: a.name, terms: a.terms.map(({ slug, name }) => ({ slug, name })) }));
  return product(wire.id, {
    id: wire.id,
    slug: PRODUCT_CASES.anySize,
    type: 'variable',
    name: wire.name,
    colours,
    options,
  });
}
