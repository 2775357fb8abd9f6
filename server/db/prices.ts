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
const currentPrices = (now: Date): SQL => sql`
  with own as (
    select p.id as product_id, ${paid('p', now)} as price
    from products p
    where p.type <> 'grouped'
      and (p.type <> 'variable' or not exists (select 1 from variations v where v.product_id = p.id and v.visible))
    union
    select v.product_id, ${paid('v', now)}
    from variations v join products p on p.id = v.product_id
    where v.visible and p.type = 'variable')
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
