import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import { type Db, queryRows } from '../../../db/client';

/**
 * The small, slowly changing parts of the catalogue a listing needs by slug: the category tree and the attributes
 * with their terms, named in the request's locale. A few dozen rows, reused per locale (catalogueMeta, service.ts).
 */

export interface CategoryInfo {
  id: number;
  parentId: number | null;
  slug: string;
  name: string;
  description: string;
}

export interface TermInfo {
  id: number;
  slug: string;
  name: string;
  swatch: string | null;
}

export interface AttributeInfo {
  id: number;
  slug: string;
  name: string;
  type: 'select' | 'colour';
  /** In term position order. */
  terms: TermInfo[];
}

export interface CatalogueMeta {
  categories: CategoryInfo[];
  categoryBySlug: Map<string, CategoryInfo>;
  /** In attribute position order. */
  attributes: AttributeInfo[];
  attributeBySlug: Map<string, AttributeInfo>;
}

export async function loadCatalogueMeta(db: Db, locale: Locale): Promise<CatalogueMeta> {
  const [categoryRows, termRows] = await Promise.all([
    queryRows<{ id: number; parent_id: number | null; slug: string; name: string | null; description: string | null }>(
      db,
      sql`select c.id, c.parent_id, c.slug, coalesce(t.name, f.name) as name, coalesce(t.description, f.description, '') as description
          from categories c
          left join category_translations t on t.category_id = c.id and t.locale = ${locale}
          left join category_translations f on f.category_id = c.id and f.locale = ${DEFAULT_LOCALE}
          order by c.position, c.id`,
    ),
    queryRows<{
      attribute_id: number;
      attribute_slug: string;
      attribute_name: string | null;
      type: 'select' | 'colour';
      term_id: number | null;
      term_slug: string | null;
      term_name: string | null;
      swatch: string | null;
    }>(
      db,
      sql`select a.id as attribute_id, a.slug as attribute_slug, coalesce(at.name, af.name) as attribute_name, a.type,
                 t.id as term_id, t.slug as term_slug, coalesce(tt.name, tf.name) as term_name, t.swatch_colour as swatch
          from attributes a
          left join attribute_translations at on at.attribute_id = a.id and at.locale = ${locale}
          left join attribute_translations af on af.attribute_id = a.id and af.locale = ${DEFAULT_LOCALE}
          left join attribute_terms t on t.attribute_id = a.id
          left join term_translations tt on tt.term_id = t.id and tt.locale = ${locale}
          left join term_translations tf on tf.term_id = t.id and tf.locale = ${DEFAULT_LOCALE}
          order by a.position, a.id, t.position, t.id`,
    ),
  ]);
  const categories = categoryRows.map((r) => ({
    id: Number(r.id),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
    slug: r.slug,
    name: r.name ?? r.slug,
    description: r.description ?? '',
  }));
  const attributeBySlug = new Map<string, AttributeInfo>();
  for (const r of termRows) {
    let attribute = attributeBySlug.get(r.attribute_slug);
    if (!attribute) {
      attribute = {
        id: Number(r.attribute_id),
        slug: r.attribute_slug,
        name: r.attribute_name ?? r.attribute_slug,
        type: r.type,
        terms: [],
      };
      attributeBySlug.set(r.attribute_slug, attribute);
    }
    if (r.term_id !== null && r.term_slug !== null) {
      attribute.terms.push({
        id: Number(r.term_id),
        slug: r.term_slug,
        name: r.term_name ?? r.term_slug,
        swatch: r.swatch,
      });
    }
  }
  return {
    categories,
    categoryBySlug: new Map(categories.map((c) => [c.slug, c])),
    attributes: [...attributeBySlug.values()],
    attributeBySlug,
  };
}

/** The category and all its descendants. */
export function subtreeIds(meta: CatalogueMeta, rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const c of meta.categories)
    if (c.parentId !== null) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c.id]);
  const out: number[] = [];
  const seen = new Set<number>();
  const stack = [rootId];
  // `seen` guards against a cycle in parent_id, which the schema does not forbid.
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** The category's ancestors, root first, itself excluded. */
export function ancestorsOf(meta: CatalogueMeta, category: CategoryInfo): CategoryInfo[] {
  const byId = new Map(meta.categories.map((c) => [c.id, c]));
  const out: CategoryInfo[] = [];
  let parent = category.parentId === null ? undefined : byId.get(category.parentId);
  while (parent && !out.includes(parent) && parent !== category) {
    out.unshift(parent);
    parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
  }
  return out;
}

/** (ancestor, descendant) pairs of the whole tree, each category paired with itself too. */
export function closurePairs(meta: CatalogueMeta): Array<[number, number]> {
  return meta.categories.flatMap((c) => subtreeIds(meta, c.id).map((d): [number, number] => [c.id, d]));
}
