/**
 * Lines that belong together, priced by the domain's rules from the catalogue as it is now:
 * - a bundle ('bundle') sells at `bundleTotals` of its items ('bundled' lines, each `per_parent` units per bundle),
 *   which carry no price of their own; it can be bought as many times as its scarcest item allows;
 * - a product bought together ('together') sells at its relation's new price while the main product's line is in
 *   the cart, and the main product at the block's price for it while those companions come to more than 0 (a
 *   bundle bought with companions keeps its own price).
 */
import { blockUnitPrice, bundleTotals, parseNewPrice, type BlockPricing } from '@domain/bundles';
import type { BundleSettings } from '@domain/settings';
import type { CartLineRow } from '../repository/store';
import { rulesOf, type BundleRow, type RelationRow } from '../../bundles/repository';

/** What the structure reads and sets of a priced line (lines.ts PricedLine). */
interface PricedLine {
  row: CartLineRow;
  product: { id: number; name: string };
  variation: { id: number } | null;
  unitPrice: number;
  regularUnitPrice: number;
  stockCap: number | null;
  available: boolean;
}

/** The rows the structure reads besides products and variations. */
export interface StructureCatalogue {
  bundles: Map<number, BundleRow>;
  relations: Map<number, RelationRow>;
  /** The block's settings of a main product: what percentages apply to, and its own price with companions. */
  blocks: Map<number, { pricing: BlockPricing; thisNewPrice: string }>;
}

/** A structure with nothing in it yet (its maps are filled as a request adds lines). */
export const emptyStructure = (): StructureCatalogue => ({
  bundles: new Map(),
  relations: new Map(),
  blocks: new Map(),
});

export const childrenOf = <T extends { row: { role: string | null; parentKey: string | null } }>(
  lines: readonly T[],
  parentKey: string,
  role: 'bundled' | 'together',
) => lines.filter((l) => l.row.role === role && l.row.parentKey === parentKey);

function priceBundle(parent: PricedLine, lines: PricedLine[], catalogue: StructureCatalogue, settings: BundleSettings) {
  const bundle = catalogue.bundles.get(parent.product.id);
  const children = childrenOf(lines, parent.row.key, 'bundled');
  if (!bundle || children.length === 0) {
    parent.available = false;
    return;
  }
  const totals = bundleTotals(
    children.map((c) => ({
      id: c.variation?.id ?? c.product.id,
      name: c.product.name,
      price: c.unitPrice,
      regularPrice: c.regularUnitPrice,
      qty: c.row.perParent ?? 0,
      stock: -1,
      optional: bundle.optional,
      purchasable: c.available,
    })),
    rulesOf(bundle),
    settings,
    { price: parent.unitPrice, regularPrice: parent.regularUnitPrice },
  );
  parent.unitPrice = totals.sale;
  parent.regularUnitPrice = totals.struck ? totals.regular : totals.sale;
  // As many bundles as the scarcest item allows.
  let cap: number | null = parent.stockCap;
  for (const child of children) {
    if (child.stockCap === null) continue;
    const allowed = Math.floor(child.stockCap / Math.max(1, child.row.perParent ?? 1));
    cap = cap === null ? allowed : Math.min(cap, allowed);
  }
  parent.stockCap = cap;
  const excluded = (c: PricedLine) => bundle.excludeUnpurchasable && !c.available;
  parent.available &&= children.every((c) => c.available || excluded(c));
  for (const child of children) {
    child.unitPrice = 0;
    child.regularUnitPrice = 0;
  }
}

/** Prices bundles and bought-together lines in place; a bundled line without its bundle cannot be bought. */
export function applyStructure<T extends PricedLine>(
  lines: T[],
  catalogue: StructureCatalogue,
  settings: BundleSettings,
): void {
  const byKey = new Map(lines.map((l) => [l.row.key, l]));
  for (const line of lines) {
    if (line.row.role === 'bundled' && !(line.row.parentKey && byKey.get(line.row.parentKey)?.row.role === 'bundle'))
      line.available = false;
  }
  // Companions first: the main product's price depends on what they come to.
  const mains = new Set<PricedLine>();
  for (const line of lines) {
    if (line.row.role !== 'together' || !line.row.parentKey || line.row.relationId === null) continue;
    const main = byKey.get(line.row.parentKey);
    const relation = catalogue.relations.get(line.row.relationId);
    if (!main || !relation || relation.companionId !== line.product.id || relation.productId !== main.product.id)
      continue;
    const pricing = catalogue.blocks.get(main.product.id)?.pricing ?? 'sale_price';
    const own = { price: line.unitPrice, regularPrice: line.regularUnitPrice };
    line.unitPrice = blockUnitPrice(own, parseNewPrice(relation.newPrice), pricing).price;
    mains.add(main);
  }
  for (const main of mains) {
    // A bundle sells at its own rules; its companions are added to it, never discount it.
    if (main.row.role === 'bundle') continue;
    const companions = childrenOf(lines, main.row.key, 'together');
    const total = companions.reduce((sum, c) => sum + (c.available ? c.unitPrice * c.row.quantity : 0), 0);
    const block = catalogue.blocks.get(main.product.id);
    if (total > 0 && block) {
      const own = { price: main.unitPrice, regularPrice: main.regularUnitPrice };
      main.unitPrice = blockUnitPrice(own, parseNewPrice(block.thisNewPrice), block.pricing).price;
    }
  }
  for (const line of lines) if (line.row.role === 'bundle') priceBundle(line, lines, catalogue, settings);
}

/** Lines in the cart's order, each bundle's items and each main product's companions right after it. */
export function inStructureOrder<T extends { row: { key: string; parentKey: string | null } }>(lines: T[]): T[] {
  const keys = new Set(lines.map((l) => l.row.key));
  const attached = (l: T) => l.row.parentKey !== null && keys.has(l.row.parentKey);
  const out: T[] = [];
  const place = (line: T) => {
    out.push(line);
    for (const child of lines) if (child.row.parentKey === line.row.key && child !== line) place(child);
  };
  for (const line of lines) if (!attached(line)) place(line);
  return out;
}
