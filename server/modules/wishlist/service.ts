/**
 * The wishlist's rules: which list a request means (the key it names, which must be the visitor's own, else their
 * default; someone else's only with its share token, and only to read), the limits, and the answer (the list with its
 * items as cards, the 'added' marks and the visitor's lists).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Locale } from '@domain/locales';
import { simplePrice } from '@domain/pricing';
import { SHARE_TOKEN_BYTES } from '@domain/share-token';
import {
  WISHLIST_KEY_ALPHABET,
  WISHLIST_LIMITS,
  newWishlistKey,
  normaliseName,
  normaliseNote,
  wishlistIds,
} from '@domain/wishlist';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../http/problems';
import { loadAttributeLabels, loadCartProducts, loadVariations } from '../cart/repository/catalogue';
import { productCards } from '../listing/repository/cards';
import { toImage } from '../media/images';
import { renditionsOf } from '../media/repository';
import type { WishlistBody, WishlistItemBody } from './schemas';
import * as repo from './repository';

export interface WishlistContext {
  db: Db;
  /** Who is asking: null for a visitor without a session (who owns nothing). */
  owner: repo.Owner | null;
  locale: Locale;
  now: Date;
}

const THUMB_SIZES = '96px';

const problem = (status: number, code: string, detail: string, field?: string) =>
  new HttpProblem(status, code, detail, field ? { errors: [{ field, code, message: detail }] } : {});

/**
 * The one refusal of a list the visitor may not see: a missing key, someone else's key, a wrong or missing token all
 * answer it, word for word, so no answer tells whether a key exists.
 */
export const wishlistNotFound = (field: string) =>
  problem(404, 'wishlist_not_found', 'There is no wishlist with this key.', field);

/** The visitor's list named by `key`, else their default; a key that is not theirs is as good as missing. */
async function ownList(c: WishlistContext, key: string | undefined, field: string): Promise<repo.ListRow | null> {
  if (key === undefined) {
    if (!c.owner) return null;
    const [first] = await repo.listsOf(c.db, c.owner);
    return first ?? null;
  }
  const list = c.owner ? await repo.findOwnList(c.db, c.owner, key) : null;
  if (!list) throw wishlistNotFound(field);
  return list;
}

/** A share token as the server draws it: SHARE_TOKEN_BYTES random bytes in base64url. */
export const newShareToken = (): string => randomBytes(SHARE_TOKEN_BYTES).toString('base64url');

async function createList(db: Db, owner: repo.Owner, name: string, isDefault: boolean): Promise<repo.ListRow> {
  // 36^6 keys: a collision is rare, and a taken key (or, never in practice, token) is simply drawn again.
  for (;;) {
    const key = newWishlistKey(() => randomInt(WISHLIST_KEY_ALPHABET.length));
    const row = await repo.insertList(db, owner, { key, shareToken: newShareToken(), name, isDefault });
    if (row) return row;
  }
}

async function itemsView(c: WishlistContext, rows: repo.ItemRow[]): Promise<WishlistItemBody[]> {
  const cards = new Map(
    (await productCards(c.db, [...new Set(rows.map((r) => r.productId))], c.locale, c.now)).map((card) => [
      card.id,
      card,
    ]),
  );
  const variationIds = rows.flatMap((r) => (r.variationId === null ? [] : [r.variationId]));
  const variations = await loadVariations(c.db, variationIds);
  const pairs = [...variations.values()].flatMap((v) => Object.entries(v.attributes).filter(([, term]) => term !== ''));
  const labels = await loadAttributeLabels(
    c.db,
    [...new Set(pairs.map(([a]) => a))],
    [...new Set(pairs.map(([, t]) => t))],
    c.locale,
  );
  const ownPictures = [...variations.values()].flatMap((v) => (v.imageAssetId ? [v.imageAssetId] : []));
  const renditions = ownPictures.length > 0 ? await renditionsOf(c.db, ownPictures) : new Map();
  // A product or variation the shop no longer has is left out (deleting it deletes its rows too).
  return rows.flatMap((row) => {
    const card = cards.get(row.productId);
    const variation = row.variationId === null ? null : variations.get(row.variationId);
    if (!card || variation === undefined) return [];
    const attributes = variation
      ? Object.entries(variation.attributes)
          .filter(([, term]) => term !== '')
          .map(([attribute, term]) => ({
            name: labels.attributes.get(attribute)?.name ?? attribute,
            value: labels.terms.get(`${attribute}:${term}`)?.name ?? term,
            position: labels.attributes.get(attribute)?.position ?? 0,
          }))
          .sort((a, b) => a.position - b.position)
          .map(({ name, value }) => ({ name, value }))
      : [];
    const ownImage = variation?.imageAssetId
      ? toImage(renditions.get(variation.imageAssetId), card.name, THUMB_SIZES)
      : null;
    return [
      {
        id: variation?.id ?? card.id,
        parent: variation ? card.id : null,
        product: card,
        attributes,
        price: variation ? simplePrice(variation, c.now) : card.price,
        stockStatus: variation?.stockStatus ?? card.stockStatus,
        image: ownImage ?? card.image,
        note: row.note,
        addedAt: row.addedAt.toISOString(),
      },
    ];
  });
}

/** The answer: `list` (or none) as its owner or a visitor sees it, with the visitor's own lists. */
async function view(c: WishlistContext, list: repo.ListRow | null): Promise<WishlistBody> {
  const owned = list === null || repo.isOwner(list, c.owner);
  const lists = owned && c.owner ? await repo.listsOf(c.db, c.owner) : [];
  const items = list ? await itemsView(c, await repo.itemsOf(c.db, list.id)) : [];
  return {
    key: list?.key ?? null,
    // Only ever sent with the list itself: to its owner, or to whoever already holds the token.
    shareToken: list?.shareToken ?? null,
    name: list?.name ?? '',
    isDefault: list?.isDefault ?? true,
    owned,
    count: items.length,
    items,
    ids: wishlistIds(items.map((item) => ({ id: item.id, parent: item.parent }))),
    lists: lists.map(({ key, name, isDefault, count }) => ({ key, name, isDefault, count })),
  };
}

export async function readWishlist(c: WishlistContext, key: string | undefined): Promise<WishlistBody> {
  return view(c, await ownList(c, key, 'query.key'));
}

/**
 * A list by its key: the visitor's own, or anyone's with its share token (then read-only). Anything else answers as
 * a missing list does.
 */
export async function sharedWishlist(
  c: WishlistContext,
  key: string,
  token: string | undefined,
): Promise<WishlistBody> {
  const list =
    (c.owner ? await repo.findOwnList(c.db, c.owner, key) : null) ??
    (token !== undefined ? await repo.findShared(c.db, key, token) : null);
  if (!list) throw wishlistNotFound('params.key');
  return view(c, list);
}

export async function addItem(
  c: WishlistContext & { owner: repo.Owner },
  body: { productId: number; variationId?: number; key?: string },
): Promise<WishlistBody> {
  const product = (await loadCartProducts(c.db, [body.productId], c.locale)).get(body.productId);
  if (!product) throw problem(404, 'product_not_found', 'There is no product with this id.', 'body.productId');
  let variationId: number | null = null;
  if (body.variationId !== undefined) {
    const variation = (await loadVariations(c.db, [body.variationId])).get(body.variationId);
    if (!variation || variation.productId !== product.id || !variation.visible) {
      throw problem(400, 'variation_mismatch', 'This variation is not one of the product’s.', 'body.variationId');
    }
    variationId = variation.id;
  }
  const list = (await ownList(c, body.key, 'body.key')) ?? (await createList(c.db, c.owner, '', true));
  if ((await repo.countItems(c.db, list.id)) >= WISHLIST_LIMITS.items) {
    throw problem(409, 'wishlist_full', `A wishlist holds at most ${WISHLIST_LIMITS.items} items.`, 'body.productId');
  }
  await repo.insertItem(c.db, list.id, product.id, variationId);
  const answer = await view(c, list);
  const savedId = variationId ?? product.id;
  const saved = answer.items.find((item) => item.id === savedId);
  return { ...answer, added: { id: savedId, name: product.name, image: saved?.image ?? null } };
}

export async function removeItem(c: WishlistContext, id: number, key: string | undefined): Promise<WishlistBody> {
  const list = await ownList(c, key, 'query.key');
  if (list) await repo.deleteItem(c.db, list.id, id);
  return view(c, list);
}

export async function emptyWishlist(c: WishlistContext, key: string | undefined): Promise<WishlistBody> {
  const list = await ownList(c, key, 'query.key');
  if (list) await repo.deleteItems(c.db, list.id);
  return view(c, list);
}

export async function saveNote(
  c: WishlistContext,
  id: number,
  note: string,
  key: string | undefined,
): Promise<WishlistBody> {
  const list = await ownList(c, key, 'query.key');
  const changed = list ? await repo.updateNote(c.db, list.id, id, normaliseNote(note)) : 0;
  if (changed === 0) throw problem(404, 'item_not_found', 'This item is not in the wishlist.', 'params.id');
  return view(c, list);
}

export async function createWishlist(c: WishlistContext & { owner: repo.Owner }, name: string): Promise<WishlistBody> {
  const clean = normaliseName(name);
  if (clean === '') throw problem(400, 'name_required', 'Give the wishlist a name.', 'body.name');
  const lists = await repo.listsOf(c.db, c.owner);
  if (lists.length >= WISHLIST_LIMITS.lists) {
    throw problem(409, 'too_many_wishlists', `At most ${WISHLIST_LIMITS.lists} wishlists.`, 'body.name');
  }
  const created = await createList(c.db, c.owner, clean, lists.length === 0);
  return view(c, created);
}

export async function setDefault(c: WishlistContext & { owner: repo.Owner }, key: string): Promise<WishlistBody> {
  const list = (await ownList(c, key, 'params.key'))!;
  await repo.makeDefault(c.db, c.owner, list.id);
  return view(c, { ...list, isDefault: true });
}

/** Deletes one of the visitor's lists; when it was the default, the oldest left becomes the default. */
export async function deleteWishlist(c: WishlistContext & { owner: repo.Owner }, key: string): Promise<WishlistBody> {
  const list = (await ownList(c, key, 'params.key'))!;
  await repo.deleteList(c.db, list.id);
  const [next] = await repo.listsOf(c.db, c.owner);
  if (next && !next.isDefault && list.isDefault) await repo.makeDefault(c.db, c.owner, next.id);
  return view(c, next ? { ...next, isDefault: next.isDefault || list.isDefault } : null);
}

/** auto_remove: what was just added to the cart leaves the shopper's lists. */
export async function removeBought(
  db: Db,
  owner: repo.Owner | null,
  bought: Array<{ productId: number; variationId: number | null }>,
) {
  if (!owner) return 0;
  let removed = 0;
  for (const { productId, variationId } of bought) {
    removed += await repo.removeEverywhere(db, owner, productId, variationId);
    // A product saved before its variation was chosen is what the shopper bought too.
    if (variationId !== null) removed += await repo.removeEverywhere(db, owner, productId, null);
  }
  return removed;
}
