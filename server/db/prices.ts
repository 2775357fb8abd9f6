import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

/**
 * A sale applies when it is below the regular price and `now` is inside its window: the rule of activeSalePrice()
 * in src/domain/pricing.ts, written in SQL so 100 000 products are priced in one statement.
 */
const paid = (alias: 'p' | 'v', now: Date): SQL => {
  const t = sql.raw(alias);
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`case when ${t}.sale_price is not null and ${t}.sale_price < ${t}.regular_price
    and (${t}.sale_from is null or ${t}.sale_from <= ${at}) and (${t}.sale_to is null or ${t}.sale_to > ${at})
    then ${t}.sale_price else ${t}.regular_price end`;
};

/**
 * What can be paid for each product now: a simple or external product's own price; each visible variation's price
 * for a variable product, or its own price when no variation is visible (as variablePrice() does); a grouped
 * product, its children's prices.
 */
const currentPrices = (now: Date, within?: SQL): SQL => sql`
  with own as (
    select p.id as product_id, ${paid('p', now)} as price
    from products p
    where p.type <> 'grouped' ${within ? sql`and p.id in ${within}` : sql``}
      and (p.type <> 'variable' or not exists (select 1 from variations v where v.product_id = p.id and v.visible))
    union
    select v.product_id, ${paid('v', now)}
    from variations v join products p on p.id = v.product_id
    where v.visible and p.type = 'variable' ${within ? sql`and p.id in ${within}` : sql``})
  select product_id, price from own
  union
  select g.product_id, own.price from grouped_products g join own on own.product_id = g.child_id`;

/**
 * Brings product_prices and products.price_min/price_max up to date. Only rows that changed are written, so the
 * periodic refresh is cheap when nothing crossed a sale boundary. One transaction: a listing never sees a product
 * without prices.
 */
export async function refreshProductPrices(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const current = currentPrices(now);
    await tx.execute(sql`delete from product_prices pp
      where not exists (select 1 from (${current}) c where c.product_id = pp.product_id and c.price = pp.price)`);
    await tx.execute(sql`insert into product_prices (product_id, price)
      select product_id, price from (${current}) c on conflict do nothing`);
    await tx.execute(sql`update products p set price_min = a.low, price_max = a.high
      from (select product_id, min(price) as low, max(price) as high from product_prices group by product_id) a
      where a.product_id = p.id and (p.price_min <> a.low or p.price_max <> a.high)`);
  });
}

/**
 * The same for a few products (and the grouped products that gather them), in the caller's transaction: an import
 * prices each product as it writes it, without reading the whole catalogue.
 */
export async function refreshPricesOf(db: Db, ids: number[], now = new Date()): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`(${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )})`;
  const scope = await queryRows<{ id: number }>(
    db,
    sql`select p.id from products p where p.id in ${list}
        union select g.product_id from grouped_products g where g.child_id in ${list}`,
  );
  if (scope.length === 0) return;
  const values = sql`(values ${sql.join(
    scope.map((r) => sql`(${r.id}::int)`),
    sql`, `,
  )})`;
  const inScope = sql`(select s.id from ${values} s(id))`;
  // A grouped product's prices are its children's: they are read, not written.
  const read = sql`(select s.id from ${values} s(id) union select g.child_id from grouped_products g
                    where g.product_id in ${inScope})`;
  const current = sql`select * from (${currentPrices(now, read)}) c where c.product_id in ${inScope}`;
  await db.execute(sql`delete from product_prices pp where pp.product_id in ${inScope}
    and not exists (select 1 from (${current}) c where c.product_id = pp.product_id and c.price = pp.price)`);
  await db.execute(sql`insert into product_prices (product_id, price) select product_id, price from (${current}) c
    on conflict do nothing`);
  await db.execute(sql`update products p set price_min = coalesce(a.low, 0), price_max = coalesce(a.high, 0)
    from (select s.id, min(pp.price) as low, max(pp.price) as high
          from ${values} s(id) left join product_prices pp on pp.product_id = s.id group by s.id) a
    where a.id = p.id and (p.price_min <> coalesce(a.low, 0) or p.price_max <> coalesce(a.high, 0))`);
}

/** The next moment a sale starts or ends, after `now`; null when no window is pending. */
export async function nextSaleBoundary(db: Db, now = new Date()): Promise<Date | null> {
  const at = now.toISOString();
  const [row] = await queryRows<{ next: string | Date | null }>(
    db,
    sql`select min(t) as next from (
          select sale_from as t from products where sale_from > ${at}::timestamptz
          union all select sale_to from products where sale_to > ${at}::timestamptz
          union all select sale_from from variations where sale_from > ${at}::timestamptz
          union all select sale_to from variations where sale_to > ${at}::timestamptz
        ) boundaries`,
  );
  return row?.next ? new Date(row.next) : null;
}
