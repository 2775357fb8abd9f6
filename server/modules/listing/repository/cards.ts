import { asc, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@domain/locales';
import type { PricedRow } from '@domain/pricing';
import { type Db, queryRows } from '../../../db/client';
import type { ProductType, StockStatus } from '../../../db/schema/index';
import { products } from '../../../db/schema/index';
import type { ProductCard } from '../schemas';
import type { LocalisedJson } from '../../../db/schema/common';
import { CARD_SIZES, toImage } from '../../media/images';
import { type KeptItem, keptItems, trimItems } from '../cache';
import { intArray } from './query';
import { type JsonChild, type JsonPriced, childPrice, groupedPrice, ownPrice, priced, toDate } from './card-price';
import { externalFields } from './external';

interface CardRow extends Record<string, unknown> {
  id: number;
  slug: string;
  type: ProductType;
  regular_price: number;
  sale_price: number | null;
  sale_from: Date | string | null;
  sale_to: Date | string | null;
  stock_status: StockStatus;
  rating_average: number;
  rating_count: number;
  name: string;
  short_description: string;
  /** The locale of name and short_description: the requested one when translated into it, else the default. */
  text_locale: Locale;
  alt: LocalisedJson | null;
  renditions: Array<{ assetId: number; filename: string; width: number; height: number }> | null;
  colours: Array<{ slug: string; name: string; swatch: string | null }> | null;
  options: Array<{ attribute: string; name: string; terms: Array<{ slug: string; name: string }> }> | null;
  variations: JsonPriced[] | null;
  /** A grouped product's children (not grouped themselves), priced as their cards are. */
  children: JsonChild[] | null;
  external_url: string | null;
  button_text: string | null;
}

/**
 * Everything a card shows, for all the page's products, in one statement: the page costs one round trip and one
 * plan instead of five. Each part keeps the order the separate queries had: the main picture is the lowest position
 * among product-level images, its renditions by width; colours (only those that select a variation) by term position;
 * the other attributes that select a variation by their position on the product, each with its terms; variation
 * prices only for variable products, visible variations only; a grouped product's children's prices (their own, or
 * their visible variations') in their order.
 */
const cardsQuery = (ids: number[], locale: Locale) => sql`
  select p.id, p.slug, p.type, p.regular_price, p.sale_price, p.sale_from, p.sale_to, p.stock_status,
         p.rating_average, p.rating_count, p.external_url, p.button_text,
         coalesce(t.name, f.name, p.slug) as name, coalesce(t.short_description, f.short_description, '') as short_description,
         case when t.product_id is not null then ${locale} else ${DEFAULT_LOCALE} end as text_locale,
         img.alt,
         (select json_agg(json_build_object('assetId', m.asset_id, 'filename', m.filename, 'width', m.width, 'height', m.height)
                          order by m.width, m.id)
            from media m where m.asset_id = img.asset_id) as renditions,
         (select json_agg(json_build_object('slug', at.slug, 'swatch', at.swatch_colour, 'name', coalesce(tt.name, at.slug))
                          order by pt.position, pt.term_id)
            from product_terms pt
            join attribute_terms at on at.id = pt.term_id
            join attributes a on a.id = at.attribute_id and a.type = 'colour'
            join product_attributes pa on pa.product_id = pt.product_id and pa.attribute_id = a.id and pa.used_for_variations
            left join term_translations tt on tt.term_id = at.id and tt.locale = ${locale}
           where pt.product_id = p.id) as colours,
         (select json_agg(json_build_object('attribute', o.slug, 'name', o.name, 'terms', o.terms)
                          order by o.position, o.id)
            from (select a.id, a.slug, pa.position, coalesce(atr.name, a.slug) as name,
                         json_agg(json_build_object('slug', at.slug, 'name', coalesce(tt.name, at.slug))
                                  order by pt.position, pt.term_id) as terms
                    from product_attributes pa
                    join attributes a on a.id = pa.attribute_id and a.type <> 'colour'
                    join attribute_terms at on at.attribute_id = a.id
                    join product_terms pt on pt.product_id = pa.product_id and pt.term_id = at.id
                    left join attribute_translations atr on atr.attribute_id = a.id and atr.locale = ${locale}
                    left join term_translations tt on tt.term_id = at.id and tt.locale = ${locale}
                   where pa.product_id = p.id and pa.used_for_variations
                   group by a.id, a.slug, pa.position, atr.name) o) as options,
         case when p.type = 'variable' then
           (select json_agg(json_build_object('regularPrice', v.regular_price, 'salePrice', v.sale_price,
                                              'saleFrom', v.sale_from, 'saleTo', v.sale_to) order by v.id)
              from variations v where v.product_id = p.id and v.visible)
         end as variations,
         case when p.type = 'grouped' then
           (select json_agg(json_build_object('type', c.type, 'regularPrice', c.regular_price, 'salePrice', c.sale_price,
                                              'saleFrom', c.sale_from, 'saleTo', c.sale_to,
                                              'variations', case when c.type = 'variable' then
                                                (select json_agg(json_build_object('regularPrice', v.regular_price,
                                                          'salePrice', v.sale_price, 'saleFrom', v.sale_from,
                                                          'saleTo', v.sale_to) order by v.id)
                                                   from variations v where v.product_id = c.id and v.visible)
                                              end) order by g.position, c.id)
              from grouped_products g join products c on c.id = g.child_id
             where g.product_id = p.id and c.type <> 'grouped')
         end as children
  from products p
  left join product_translations t on t.product_id = p.id and t.locale = ${locale}
  left join product_translations f on f.product_id = p.id and f.locale = ${DEFAULT_LOCALE}
  left join lateral (
    select pi.asset_id, pi.alt from product_images pi
     where pi.product_id = p.id and pi.variation_id is null
     order by pi.position, pi.id limit 1
  ) img on true
  where p.id = any(${intArray(ids)})`;

/** How long what was read holds: lowered to the next sale start or end among the cards (epoch ms). */
export interface ValidUntil {
  at: number;
}

/** The first sale start or end after `now` among the rows, own prices and variations'. */
function nextBoundary(rows: CardRow[], now: Date): number {
  let next = Infinity;
  const see = (value: Date | string | null) => {
    const at = value === null ? NaN : new Date(value).getTime();
    if (at > now.getTime() && at < next) next = at;
  };
  for (const row of rows) {
    see(row.sale_from);
    see(row.sale_to);
    for (const v of [...(row.variations ?? []), ...(row.children ?? []).flatMap((c) => [c, ...(c.variations ?? [])])]) {
      see(v.saleFrom);
      see(v.saleTo);
    }
  }
  return next;
}

function toCard(row: CardRow, locale: Locale, now: Date): ProductCard {
  const own: PricedRow = {
    regularPrice: Number(row.regular_price),
    salePrice: row.sale_price === null ? null : Number(row.sale_price),
    saleFrom: toDate(row.sale_from),
    saleTo: toDate(row.sale_to),
  };
  const { price, onSale } =
    row.type === 'grouped'
      ? groupedPrice((row.children ?? []).map((child) => childPrice(child, now)))
      : ownPrice(row.type, own, (row.variations ?? []).map(priced), now);
  const renditions = row.renditions?.map((r) => ({
    ...r,
    assetId: Number(r.assetId),
    width: Number(r.width),
    height: Number(r.height),
  }));
  return {
    id: Number(row.id),
    slug: row.slug,
    type: row.type,
    name: row.name,
    shortDescription: row.short_description,
    textLocale: row.text_locale,
    price,
    onSale,
    rating: { average: Number(row.rating_average), count: Number(row.rating_count) },
    stockStatus: row.stock_status,
    image: renditions ? toImage(renditions, row.alt?.[locale] ?? row.name, CARD_SIZES) : null,
    colours: row.colours ?? [],
    options: row.options ?? [],
    ...externalFields({ type: row.type, externalUrl: row.external_url, buttonText: row.button_text }),
  };
}

/** Cards kept per process (cache.ts keptItems), at most this many. */
const MAX_KEPT_CARDS = 10_000;

/**
 * Product cards for the given ids, in the order of `ids`; `valid` learns when a price shown may change. With
 * `cacheMs`, a card is reused for that long at most, and never past its product's next sale start or end: the
 * same product shows on many pages, sorts and searches.
 */
export async function productCards(
  db: Db,
  ids: number[],
  locale: Locale,
  now = new Date(),
  valid?: ValidUntil,
  cacheMs = 0,
): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const at = now.getTime();
  const kept = cacheMs > 0 ? keptItems(db) : null;
  const cards = new Map<number, ProductCard>();
  let until = Infinity;
  for (const id of ids) {
    const hit = kept?.get(`card:${locale}:${id}`) as KeptItem<ProductCard> | undefined;
    if (hit && hit.expires > at && hit.born + cacheMs > at) {
      cards.set(id, hit.value);
      until = Math.min(until, hit.expires);
    }
  }
  const missing = ids.filter((id) => !cards.has(id));
  if (missing.length > 0) {
    for (const row of await queryRows<CardRow>(db, cardsQuery(missing, locale))) {
      const card = toCard(row, locale, now);
      const boundary = nextBoundary([row], now);
      cards.set(card.id, card);
      until = Math.min(until, boundary);
      kept?.set(`card:${locale}:${card.id}`, { value: card, born: at, expires: Math.min(at + cacheMs, boundary) });
    }
    if (kept) trimItems(kept, MAX_KEPT_CARDS);
  }
  if (valid) valid.at = Math.min(valid.at, until);
  return ids.flatMap((id) => cards.get(id) ?? []);
}

export async function featuredProductIds(db: Db, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.featured, true))
    .orderBy(asc(products.menuOrder), desc(products.totalSales), asc(products.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
