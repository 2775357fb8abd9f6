import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { WISHLIST_COUNT_COOKIE, WISHLIST_KEY_COOKIE, WISHLIST_KEY_DAYS } from '@domain/wishlist';
import type { Locale } from '@domain/locales';
import { LocaleQuery, problems } from '../../http/schemas';
import { isSecure } from '../../plugins/session';
import type { Owner } from './repository';
import {
  AddBody,
  ItemParams,
  KeyParams,
  NameBody,
  NoteBody,
  SharedQuery,
  WishlistQuery,
  WishlistSchema,
  type WishlistBody,
} from './schemas';
import * as wishlist from './service';

const WRITE = { tags: ['wishlist'], security: [{ csrf: [], session: [] }] };
const DAY_MS = 86_400_000;

/** A customer's lists are the account's; a guest's, the session's; a visitor without a session owns none. */
export async function ownerOf(request: FastifyRequest): Promise<Owner | null> {
  const session = await request.getSession();
  if (!session) return null;
  return session.userId != null ? { userId: session.userId } : { sessionId: session.id };
}

/**
 * The wishlist API. Every answer is one list as the visitor sees it, with their own lists. A key opens only the
 * visitor's own lists; someone else's list is read with its share token and never changed. Whatever the visitor may
 * not see answers as a missing list does.
 */
export const wishlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every answer about the visitor's own lists writes the default list's key (kept 7 days) and count in cookies the
  // page reads: the header's badge is right on the first paint, and the client follows a key the server changed.
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const body = payload as WishlistBody | null;
    if (reply.statusCode !== 200 || !body || !body.owned || !Array.isArray(body.lists)) return payload;
    const current = body.lists.find((list) => list.isDefault);
    const options = { path: '/', sameSite: 'lax' as const, secure: isSecure(request) };
    if (current) {
      const expires = new Date(Date.now() + WISHLIST_KEY_DAYS * DAY_MS);
      reply.setCookie(WISHLIST_KEY_COOKIE, current.key, { ...options, expires });
      reply.setCookie(WISHLIST_COUNT_COOKIE, String(current.count), { ...options, expires });
    } else if (request.cookies[WISHLIST_KEY_COOKIE] !== undefined || request.cookies[WISHLIST_COUNT_COOKIE]) {
      reply.clearCookie(WISHLIST_KEY_COOKIE, options);
      reply.clearCookie(WISHLIST_COUNT_COOKIE, options);
    }
    return payload;
  });

  const context = async (request: FastifyRequest, locale: Locale) => ({
    db: app.db,
    owner: await ownerOf(request),
    locale,
    now: new Date(),
  });
  /** A write's context: writes carry the CSRF token, so the visitor has a session. */
  const writer = async (request: FastifyRequest, locale: Locale) => {
    const c = await context(request, locale);
    return { ...c, owner: c.owner! };
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  const write = <S extends object>(summary: string, extra: S, statuses: number[] = [400, 403, 404, 415, 429, 500]) => ({
    config: { rateLimit: app.rateLimits.cart },
    schema: {
      ...WRITE,
      summary,
      querystring: WishlistQuery,
      response: { 200: WishlistSchema, ...problems(...statuses) },
      ...extra,
    },
  });

  app.get(
    '/wishlist',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'The visitor’s default wishlist, or their list `key` (reading creates nothing)',
        querystring: WishlistQuery,
        response: { 200: WishlistSchema, ...problems(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return wishlist.readWishlist(await context(request, request.query.locale), request.query.key);
    },
  );

  app.get(
    '/wishlists/:key',
    {
      // A shared link is read by anyone: few lookups per address on top of the token's 192 bits.
      config: { rateLimit: app.rateLimits.modest },
      schema: {
        tags: ['wishlist'],
        summary: 'A wishlist by its key: the visitor’s own, or anyone’s with its share `token` (read-only)',
        params: KeyParams,
        querystring: SharedQuery,
        response: { 200: WishlistSchema, ...problems(400, 404, 429, 500) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const c = await context(request, request.query.locale);
      return wishlist.sharedWishlist(c, request.params.key, request.query.token);
    },
  );

  app.post(
    '/wishlist/items',
    write(
      'Save a product or a variation to the default list (or list `key`); saving it again changes nothing',
      {
        body: AddBody,
      },
      [400, 403, 404, 409, 415, 429, 500],
    ),
    async (request, reply) => {
      noStore(reply);
      return wishlist.addItem(await writer(request, request.query.locale), request.body);
    },
  );

  app.delete(
    '/wishlist/items/:id',
    write('Remove a saved id (a product takes its saved variations with it)', { params: ItemParams }),
    async (request, reply) => {
      noStore(reply);
      return wishlist.removeItem(await writer(request, request.query.locale), request.params.id, request.query.key);
    },
  );

  app.delete('/wishlist/items', write('Empty the list', {}), async (request, reply) => {
    noStore(reply);
    return wishlist.emptyWishlist(await writer(request, request.query.locale), request.query.key);
  });

  app.put(
    '/wishlist/items/:id/note',
    write('Set an item’s note (plain text; empty removes it)', { params: ItemParams, body: NoteBody }),
    async (request, reply) => {
      noStore(reply);
      return wishlist.saveNote(
        await writer(request, request.query.locale),
        request.params.id,
        request.body.note,
        request.query.key,
      );
    },
  );

  app.post(
    '/wishlists',
    write(
      'Create a named list (the first one is the default)',
      { querystring: LocaleQuery, body: NameBody },
      [400, 403, 409, 415, 429, 500],
    ),
    async (request, reply) => {
      noStore(reply);
      return wishlist.createWishlist(await writer(request, request.query.locale), request.body.name);
    },
  );

  app.post(
    '/wishlists/:key/default',
    write('Make the list the default (where adds go)', { querystring: LocaleQuery, params: KeyParams }),
    async (request, reply) => {
      noStore(reply);
      return wishlist.setDefault(await writer(request, request.query.locale), request.params.key);
    },
  );

  app.delete(
    '/wishlists/:key',
    write('Delete a list; the oldest left becomes the default', { querystring: LocaleQuery, params: KeyParams }),
    async (request, reply) => {
      noStore(reply);
      return wishlist.deleteWishlist(await writer(request, request.query.locale), request.params.key);
    },
  );
};
