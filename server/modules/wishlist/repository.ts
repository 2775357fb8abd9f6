/**
 * Wishlists and their items in SQL. An owner is a guest's session or a customer's account; a list is found by its key
 * only among its owner's lists, or by its key and share token, so one shopper can never reach another's list by its
 * key alone.
 */
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems, wishlists } from '../../db/schema/index';

export type Owner = { userId: number } | { sessionId: string };

export type ListRow = typeof wishlists.$inferSelect;
export type ItemRow = typeof wishlistItems.$inferSelect;

export const ownedBy = (owner: Owner): SQL =>
  'userId' in owner
    ? eq(wishlists.userId, owner.userId)
    : and(eq(wishlists.sessionId, owner.sessionId), isNull(wishlists.userId))!;

// Spelled out: inside a subquery Drizzle would leave the column names unqualified.
const itemCount = sql<number>`(select count(*)::int from wishlist_items i where i.wishlist_id = wishlists.id)`;

/** The owner's lists, the default first, then oldest first, with their item counts. */
export async function listsOf(db: Db, owner: Owner): Promise<Array<ListRow & { count: number }>> {
  return db
    .select({
      id: wishlists.id,
      key: wishlists.key,
      shareToken: wishlists.shareToken,
      sessionId: wishlists.sessionId,
      userId: wishlists.userId,
      name: wishlists.name,
      isDefault: wishlists.isDefault,
      createdAt: wishlists.createdAt,
      count: itemCount,
    })
    .from(wishlists)
    .where(ownedBy(owner))
    .orderBy(desc(wishlists.isDefault), asc(wishlists.createdAt), asc(wishlists.id));
}

/** The owner's list `key`, or null: another's list is not told from a missing one. */
export async function findOwnList(db: Db, owner: Owner, key: string): Promise<ListRow | null> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.key, key), ownedBy(owner)))
    .limit(1);
  return row ?? null;
}

/** The list `key` when `token` is its share token, or null (one lookup, whether the key exists or not). */
export async function findShared(db: Db, key: string, token: string): Promise<ListRow | null> {
  const [row] = await db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.shareToken, token), eq(wishlists.key, key)))
    .limit(1);
  return row ?? null;
}

export const isOwner = (list: ListRow, owner: Owner | null): boolean =>
  owner !== null &&
  ('userId' in owner ? list.userId === owner.userId : list.userId === null && list.sessionId === owner.sessionId);

/** A new list; null when its key or token is taken (the caller draws others). */
export async function insertList(
  db: Db,
  owner: Owner,
  values: { key: string; shareToken: string; name: string; isDefault: boolean },
): Promise<ListRow | null> {
  const [row] = await db
    .insert(wishlists)
    .values({
      ...values,
      sessionId: 'sessionId' in owner ? owner.sessionId : null,
      userId: 'userId' in owner ? owner.userId : null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function itemsOf(db: Db, listId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, listId))
    .orderBy(desc(wishlistItems.addedAt), desc(wishlistItems.id));
}

export async function countItems(db: Db, listId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, listId));
  return row?.n ?? 0;
}

/** Saves a product or variation; saving it again changes nothing. */
export async function insertItem(
  db: Db,
  listId: number,
  productId: number,
  variationId: number | null,
  note = '',
): Promise<void> {
  await db.insert(wishlistItems).values({ wishlistId: listId, productId, variationId, note }).onConflictDoNothing();
}

/** What the saved id `id` means in a list: the variation `id`, or the product `id` with all its variations. */
const savedAs = (id: number): SQL => or(eq(wishlistItems.variationId, id), eq(wishlistItems.productId, id))!;

export async function deleteItem(db: Db, listId: number, id: number): Promise<number> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, listId), savedAs(id)))
    .returning({ id: wishlistItems.id });
  return rows.length;
}

export async function deleteItems(db: Db, listId: number): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.wishlistId, listId));
}

/** Sets the note of the item saved as `id` (the variation, else the product alone); the number of rows changed. */
export async function updateNote(db: Db, listId: number, id: number, note: string): Promise<number> {
  const rows = await db
    .update(wishlistItems)
    .set({ note })
    .where(
      and(
        eq(wishlistItems.wishlistId, listId),
        or(eq(wishlistItems.variationId, id), and(eq(wishlistItems.productId, id), isNull(wishlistItems.variationId))),
      ),
    )
    .returning({ id: wishlistItems.id });
  return rows.length;
}

export async function deleteList(db: Db, listId: number): Promise<void> {
  await db.delete(wishlists).where(eq(wishlists.id, listId));
}

/** Makes `listId` the owner's default (the previous default stops being one). */
export async function makeDefault(db: Db, owner: Owner, listId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(wishlists)
      .set({ isDefault: false })
      .where(and(ownedBy(owner), eq(wishlists.isDefault, true)));
    await tx.update(wishlists).set({ isDefault: true }).where(eq(wishlists.id, listId));
  });
}

/** Removes a product or variation bought from every list of the owner (auto_remove); the lists changed. */
export async function removeEverywhere(db: Db, owner: Owner, productId: number, variationId: number | null) {
  const rows = await db
    .delete(wishlistItems)
    .where(
      and(
        sql`${wishlistItems.wishlistId} in (select ${wishlists.id} from ${wishlists} where ${ownedBy(owner)})`,
        eq(wishlistItems.productId, productId),
        variationId === null ? isNull(wishlistItems.variationId) : eq(wishlistItems.variationId, variationId),
      ),
    )
    .returning({ id: wishlistItems.id });
  return rows.length;
}

/**
 * Sign-in: the guest's lists join the customer's. With no list of their own, the customer takes them as they are;
 * otherwise the guest's default list pours into the customer's default (no duplicate; a note fills an empty one)
 * and the guest's other lists are moved over as named lists.
 */
export async function mergeOnSignIn(db: Db, sessionId: string, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const guest = await tx
      .select()
      .from(wishlists)
      .where(and(eq(wishlists.sessionId, sessionId), isNull(wishlists.userId)))
      .orderBy(desc(wishlists.isDefault), asc(wishlists.id));
    if (guest.length === 0) return;
    const [target] = await tx
      .select()
      .from(wishlists)
      .where(and(eq(wishlists.userId, userId), eq(wishlists.isDefault, true)))
      .limit(1);
    if (!target) {
      await tx
        .update(wishlists)
        .set({ userId, sessionId: null })
        .where(and(eq(wishlists.sessionId, sessionId), isNull(wishlists.userId)));
      return;
    }
    const guestDefault = guest.find((list) => list.isDefault) ?? null;
    const others = guest.filter((list) => list !== guestDefault);
    if (guestDefault) {
      await tx.execute(sql`
        insert into wishlist_items (wishlist_id, product_id, variation_id, note, added_at)
        select ${target.id}, product_id, variation_id, note, added_at from wishlist_items
        where wishlist_id = ${guestDefault.id}
        on conflict on constraint wishlist_items_unique do update
          set note = case when wishlist_items.note = '' then excluded.note else wishlist_items.note end`);
      await tx.delete(wishlists).where(eq(wishlists.id, guestDefault.id));
    }
    for (const list of others) {
      await tx.update(wishlists).set({ userId, sessionId: null, isDefault: false }).where(eq(wishlists.id, list.id));
    }
  });
}
