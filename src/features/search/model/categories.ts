/** A category of the popup's select; `depth` 0 is a top-level category. */
export interface SearchCategory {
  slug: string;
  name: string;
  depth: number;
}

/** Flattens a category tree for the select, depth first, keeping each level's order. */
export function flattenCategories<T extends { slug: string; name: string; children: T[] }>(
  tree: T[],
  depth = 0,
): SearchCategory[] {
  return tree.flatMap((c) => [{ slug: c.slug, name: c.name, depth }, ...flattenCategories(c.children, depth + 1)]);
}
