import { CERAMIC_CATEGORIES } from './tree-ceramics';
import { CRAFT_CATEGORIES } from './tree-crafts';
import type { CategorySeed } from './types';

export type { CategorySeed, Kind, ProductRecipe } from './types';

/** The shop's category tree, in menu order. Each leaf carries the recipe of its products. */
export const CATEGORY_TREE: CategorySeed[] = [...CERAMIC_CATEGORIES, ...CRAFT_CATEGORIES];

/** Every category, parents before children, with its parent slug. */
export function flattenCategories(
  tree = CATEGORY_TREE,
): Array<CategorySeed & { parent: string | null; position: number }> {
  const out: Array<CategorySeed & { parent: string | null; position: number }> = [];
  const walk = (nodes: CategorySeed[], parent: string | null) =>
    nodes.forEach((node, position) => {
      out.push({ ...node, parent, position });
      if (node.children) walk(node.children, node.slug);
    });
  walk(tree, null);
  return out;
}
