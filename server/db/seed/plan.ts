import { flattenCategories } from './categories';
import { CATALOGUE_EPOCH, type ProductPlan, planProduct } from './products';
import { createRng } from './rng';
import { showcaseProducts } from './showcase';

/** Makes sure the catalogue shows every state the storefront must handle, whatever the draw gave. */
function guaranteeStates(products: ProductPlan[]): void {
  const variable = products.filter((p) => p.type === 'variable' && p.variations.length >= 3);
  const [first, second] = variable;
  if (first) {
    first.variations[1]!.stockStatus = 'outofstock';
    first.variations[1]!.stockQuantity = 0;
    first.variations[1]!.maxQty = null;
    first.variations[2]!.purchasable = false;
  }
  if (second) second.variations[second.variations.length - 1]!.visible = false;
  const simpleOnSale = products.filter((p) => p.type === 'simple' && p.salePrice !== null);
  // One sale that ended (the price shown is the regular one) and one running within dates.
  if (simpleOnSale[0]) {
    simpleOnSale[0].saleFrom = new Date(Date.UTC(2023, 10, 1));
    simpleOnSale[0].saleTo = new Date(Date.UTC(2024, 0, 31));
  }
  if (simpleOnSale[1]) {
    simpleOnSale[1].saleFrom = new Date(Date.UTC(2024, 0, 1));
    simpleOnSale[1].saleTo = new Date(Date.UTC(2099, 11, 31));
  }
}

/** Eight featured products across the shop: two mugs, then one from each of several categories. */
function pickFeatured(products: ProductPlan[]): void {
  const wanted = ['handmade-mugs', 'handmade-mugs', 'bowls', 'tagines', 'rugs', 'bags', 'lanterns', 'jewellery'];
  const taken = new Set<ProductPlan>();
  for (const category of wanted) {
    const inCategory = products.filter((p) => p.category === category && !taken.has(p) && p.stockStatus === 'instock');
    // Prefer variety: a variable product with colours first, then one on sale, then any.
    const pick =
      inCategory.find((p) => p.type === 'variable' && p.variations.some((v) => v.colourSlug) && taken.size % 2 === 0) ??
      inCategory.find((p) => p.salePrice !== null && p.saleTo === null) ??
      inCategory[0];
    if (pick) {
      pick.featured = true;
      taken.add(pick);
    }
  }
}

export const DEMO_SEED = 20250115;

/**
 * The demo catalogue: every leaf category's recipe, in tree order. `scale` (0–1] shrinks each category for quick
 * runs (at least one product per category); the full catalogue has 163 products, the last one planned by hand.
 */
export function planCatalogue(seed = DEMO_SEED, scale = 1): ProductPlan[] {
  const rng = createRng(seed);
  const usedNames = new Set<string>();
  const products: ProductPlan[] = [];
  let n = 0;
  for (const category of flattenCategories()) {
    if (!category.recipe) continue;
    const count = Math.max(1, Math.round(category.recipe.count * scale));
    for (let i = 0; i < count; i++) {
      const createdAt = new Date(CATALOGUE_EPOCH - n * 13 * 3_600_000);
      products.push(planProduct(rng, category, category.recipe, i, usedNames, createdAt));
      n++;
    }
  }
  guaranteeStates(products);
  pickFeatured(products);
  // Planned by hand and kept last, so that it changes none of the drawn products (see showcase.ts).
  return [...products, ...showcaseProducts()];
}
