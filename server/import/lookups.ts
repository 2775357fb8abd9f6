import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '@domain/locales';
import { type Db, queryRows } from '../db/client';
import { slugify } from './text';

/** A slug for a name with no Latin letters (an Arabic one): a short digest, stable from one import to the next. */
export const slugOf = (name: string, prefix: string) =>
  slugify(name) || `${prefix}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;

type Keyed = { id: number; slug: string };

/**
 * Finds or creates what products point at — categories by their path of names, attributes and their terms by name
 * in any of the shop's languages or by slug — created with the file's text as the default locale's. What one
 * product's transaction created is remembered only once it commits.
 */
export class Lookups {
  private readonly known = new Map<string, unknown>();
  private pending = new Map<string, unknown>();
  /** How many of each the import created. */
  readonly created = { categories: 0, attributes: 0, terms: 0 };
  private pendingCreated = { categories: 0, attributes: 0, terms: 0 };

  commit(): void {
    for (const [k, v] of this.pending) this.known.set(k, v);
    for (const k of ['categories', 'attributes', 'terms'] as const) this.created[k] += this.pendingCreated[k];
    this.rollback();
  }

  rollback(): void {
    this.pending = new Map();
    this.pendingCreated = { categories: 0, attributes: 0, terms: 0 };
  }

  private async remember<T>(key: string, find: () => Promise<T>): Promise<T> {
    const hit = (this.known.get(key) ?? this.pending.get(key)) as T | undefined;
    if (hit !== undefined) return hit;
    const id = await find();
    this.pending.set(key, id);
    return id;
  }

  /** The id of the last category of a path, each level created under the one before when missing. */
  async category(tx: Db, path: string[]): Promise<number> {
    let parent: number | null = null;
    for (let depth = 1; depth <= path.length; depth += 1) {
      const name = path[depth - 1] as string;
      const under: number | null = parent;
      parent = await this.remember(
        `category:${path.slice(0, depth).join('\u0000').toLowerCase()}`,
        async (): Promise<number> => {
          const [found] = await queryRows<{ id: number }>(
            tx,
            sql`select c.id from categories c join category_translations t on t.category_id = c.id
              where c.parent_id is not distinct from ${under}::int and lower(t.name) = lower(${name})
              order by (t.locale = ${DEFAULT_LOCALE}) desc, c.id limit 1`,
          );
          if (found) return found.id;
          const slug = await freeSlug(tx, 'categories', slugOf(name, 'category'));
          const [row] = await queryRows<{ id: number }>(
            tx,
            sql`insert into categories (parent_id, slug, position)
              values (${under}::int, ${slug}, (select coalesce(max(position) + 1, 0) from categories
                                               where parent_id is not distinct from ${under}::int))
              returning id`,
          );
          await tx.execute(
            sql`insert into category_translations (category_id, locale, name) values (${row!.id}, ${DEFAULT_LOCALE}, ${name})`,
          );
          this.pendingCreated.categories += 1;
          return row!.id;
        },
      );
    }
    return parent as number;
  }

  attribute(tx: Db, name: string): Promise<Keyed> {
    return this.remember(`attribute:${name.toLowerCase()}`, async () => {
      const slug = slugOf(name, 'attribute');
      const [found] = await queryRows<Keyed>(
        tx,
        sql`select a.id, a.slug from attributes a left join attribute_translations t on t.attribute_id = a.id
            where lower(t.name) = lower(${name}) or a.slug = ${slug}
            order by (lower(t.name) = lower(${name})) desc nulls last, a.id limit 1`,
      );
      if (found) return found;
      const [row] = await queryRows<Keyed>(
        tx,
        sql`insert into attributes (slug, position) values (${await freeSlug(tx, 'attributes', slug)},
            (select coalesce(max(position) + 1, 0) from attributes)) returning id, slug`,
      );
      await tx.execute(
        sql`insert into attribute_translations (attribute_id, locale, name) values (${row!.id}, ${DEFAULT_LOCALE}, ${name})`,
      );
      this.pendingCreated.attributes += 1;
      return row!;
    });
  }

  term(tx: Db, attributeId: number, name: string): Promise<Keyed> {
    return this.remember(`term:${attributeId}:${name.toLowerCase()}`, async () => {
      const slug = slugOf(name, 'term');
      const [found] = await queryRows<Keyed>(
        tx,
        sql`select at.id, at.slug from attribute_terms at left join term_translations t on t.term_id = at.id
            where at.attribute_id = ${attributeId} and (lower(t.name) = lower(${name}) or at.slug = ${slug})
            order by (lower(t.name) = lower(${name})) desc nulls last, at.id limit 1`,
      );
      if (found) return found;
      const [row] = await queryRows<Keyed>(
        tx,
        sql`insert into attribute_terms (attribute_id, slug, position) values (${attributeId}, ${slug},
            (select coalesce(max(position) + 1, 0) from attribute_terms where attribute_id = ${attributeId}))
            returning id, slug`,
      );
      await tx.execute(
        sql`insert into term_translations (term_id, locale, name) values (${row!.id}, ${DEFAULT_LOCALE}, ${name})`,
      );
      this.pendingCreated.terms += 1;
      return row!;
    });
  }
}

/** `base`, or `base-2`, `base-3`… whichever no row of the table has yet. */
export async function freeSlug(tx: Db, table: 'categories' | 'attributes' | 'products', base: string): Promise<string> {
  const rows = await queryRows<{ slug: string }>(
    tx,
    sql`select slug from ${sql.identifier(table)} where slug = ${base} or slug like ${`${base}-%`}`,
  );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
