/**
 * What the fuzz knows of the database, so that valid-looking requests reach the handlers: the fixture's ids, slugs,
 * codes and coherent bodies, and each shopper's session and current cart lines.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../../server/db/client';
import { FILTER_PREFIX, ORDER_BY, QUERY_TYPE_PREFIX, QUERY_TYPES } from '@domain/listing';
import { ATTRIBUTE_PARAM_PREFIX } from '@domain/variations/query';
import { hashPassword } from '../../../server/modules/account/password';
import { CASABLANCA } from '../../support/fixtures/buyer';
import { cookiePair, startSession } from '../support/app';
import { type Hints, Ref } from './schema-values';

export interface Shopper {
  cookie: string;
  csrfToken: string;
  /** Line keys and applied coupons of its cart, as the last cart answer said. */
  keys: string[];
  coupons: string[];
}

/** Parameters the schemas leave open (patternProperties), by the prefixes the app reads. */
export const DYNAMIC_PREFIXES = [FILTER_PREFIX, QUERY_TYPE_PREFIX, ATTRIBUTE_PARAM_PREFIX];

export interface KnownValues {
  /** Known values of a field (or of a whole body: 'body:POST /api/cart/items'), when the fuzz has some. */
  hints: Hints;
  /** The values of a pool that changes as the fuzz runs, for this shopper (its line keys, its coupons). */
  current(pool: string, shopper: Shopper): unknown[];
  shoppers: Shopper[];
  /** Names and values for the parameters the schemas leave open. */
  extraNames: string[];
  extraValues: string[];
}

const column = async (db: Db, query: ReturnType<typeof sql>) =>
  (await queryRows<{ v: unknown }>(db, query)).map((r) => r.v);

interface VariationRow extends Record<string, unknown> {
  id: number;
  product_id: number;
  min_qty: number;
  attributes: Record<string, string>;
}

/** Bodies that add each product and variation (an 'any' attribute given one of the product's terms). */
async function addBodies(db: Db): Promise<object[]> {
  const simple = await column(db, sql`select id as v from products where type = 'simple' order by id`);
  const variations = await queryRows<VariationRow>(
    db,
    sql`select id, product_id, min_qty, attributes from variations order by id`,
  );
  const terms = await queryRows<{ product_id: number; attribute: string; term: string }>(
    db,
    sql`select pt.product_id, a.slug as attribute, t.slug as term from product_terms pt
        join attribute_terms t on t.id = pt.term_id join attributes a on a.id = t.attribute_id
        order by pt.product_id, a.slug, t.position`,
  );
  const termOf = (productId: number, attribute: string) =>
    terms.find((t) => t.product_id === productId && t.attribute === attribute)?.term ?? 'any';
  return [
    ...simple.map((productId) => ({ productId, quantity: 1 })),
    ...variations.map((v) => {
      const any = Object.keys(v.attributes).filter((a) => v.attributes[a] === '');
      return {
        productId: v.product_id,
        variationId: v.id,
        quantity: Math.max(1, v.min_qty),
        ...(any.length > 0 ? { attributes: Object.fromEntries(any.map((a) => [a, termOf(v.product_id, a)])) } : {}),
      };
    }),
  ];
}

const FUZZ_CUSTOMER = { username: 'fuzz-customer', email: 'fuzz-customer@example.ma', password: 'fuzz-password' };

/** Account bodies that can succeed: the fuzz customer's login, a few registrations, its own details and password. */
function accountBodies(): Record<string, object[]> {
  const { username, email, password } = FUZZ_CUSTOMER;
  return {
    'body:POST /api/account/login': [{ user_login: username, password, locale: 'fr' }],
    'body:POST /api/account/register': [1, 2, 3].map((i) => ({
      username: `fuzz-new-${i}`,
      email: `fuzz-new-${i}@example.ma`,
      password: `new-password-${i}`,
      locale: 'ar',
    })),
    'body:POST /api/account/lost-password': [{ user_login: email, locale: 'en' }],
    'body:PUT /api/account/details': [{ first_name: 'Fuzz', last_name: 'Test', display_name: 'Fuzz', email }],
    // The same password again: the customer can still sign in afterwards.
    'body:PUT /api/account/password': [{ password_current: password, password }],
    'body:PUT /api/account/addresses/{kind}': [CASABLANCA],
  };
}

/** Reads the fixture's values and opens the shoppers. */
export async function loadKnownValues(app: FastifyInstance, db: Db, shopperCount: number): Promise<KnownValues> {
  const countries = (await column(db, sql`select distinct unnest(countries) as v from shipping_zones order by 1`))
    .map(String)
    .concat('FR', 'ma', ' es ');
  const states = await column(db, sql`select distinct unnest(states) as v from shipping_zones order by 1`);
  const methodIds = await column(db, sql`select id as v from shipping_methods order by id`);
  const couponCodes = (await column(db, sql`select code as v from coupons order by id`)).map(String);
  const words = (await column(db, sql`select name as v from product_translations order by product_id, locale`))
    .flatMap((name) => String(name).split(/\s+/))
    .filter((word, i, all) => word.length > 2 && all.indexOf(word) === i)
    .slice(0, 50);
  const termSlugs = (await column(db, sql`select slug as v from attribute_terms order by id`)).map(String);
  const attributeSlugs = (await column(db, sql`select slug as v from attributes order by id`)).map(String);

  const pools: Record<string, unknown[]> = {
    productId: await column(db, sql`select id as v from products order by id`),
    variationId: await column(db, sql`select id as v from variations order by id`),
    methodId: methodIds,
    slug: await column(db, sql`select slug as v from products order by id`),
    formSlug: await column(db, sql`select slug as v from forms order by id`),
    pageSlug: await column(db, sql`select slug as v from content_pages order by id`),
    'body:POST /api/forms/{slug}/restricted-email': [
      { locale: 'fr', field: 'email', email: 'amina@menara.ma' },
      { locale: 'ar', field: 'email', email: 'bot@mailinator.com' },
    ],
    file: await column(db, sql`select filename as v from media order by id`),
    category: await column(db, sql`select slug as v from categories order by id`),
    country: countries,
    state: states.map((s) => String(s).replace(/^[A-Z]+:/, '')),
    postcode: ['', '10000', '20 250', '75001', 'SW1A 1AA'],
    city: ['Fès', 'Marrakech', 'مراكش', 'Paris'],
    orderby: [...ORDER_BY],
    page: [1, 2],
    per_page: [6, 12],
    min_price: ['0', '50', '120.50'],
    max_price: ['100', '500', '99999'],
    s: words,
    package: [0],
    quantity: [1, 2, 3],
    kind: ['billing', 'shipping'],
    'body:POST /api/cart/items': await addBodies(db),
    'body:PUT /api/cart/shipping/address': [
      ...states.map((s) => ({ country: String(s).split(':')[0], state: String(s).split(':')[1] })),
      { country: 'MA', city: 'Fès', postcode: '30000' },
      { country: 'FR', city: 'Paris', postcode: '75001' },
      { country: 'ES' },
    ],
    'body:PUT /api/cart/shipping/method': methodIds.map((methodId) => ({ package: 0, methodId })),
    ...accountBodies(),
  };
  // Line keys and coupon codes change with the cart: picked when the request is sent.
  const dynamic = new Set(['key', 'code']);

  const shoppers: Shopper[] = [];
  for (let i = 0; i < shopperCount; i++) {
    const session = await startSession(app);
    // A first write stores the session (a reader has only a cookie): from here on, nothing a request is refused
    // may store one.
    await app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
      payload: { analytics: false },
    });
    shoppers.push({ ...session, keys: [], coupons: [] });
  }
  // The first shopper is a signed-in customer, so that the account's own endpoints are reached too.
  await db.execute(
    sql`insert into customers (username, email, password_hash, display_name, confirmed_at)
        values (${FUZZ_CUSTOMER.username}, ${FUZZ_CUSTOMER.email}, ${await hashPassword(FUZZ_CUSTOMER.password)}, 'Fuzz', now())`,
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/account/login',
    headers: { cookie: shoppers[0]!.cookie, 'x-csrf-token': shoppers[0]!.csrfToken },
    payload: { user_login: FUZZ_CUSTOMER.username, password: FUZZ_CUSTOMER.password, locale: 'fr' },
  });
  const rotated = cookiePair(login, 'zsid');
  const session = await app.inject({ url: '/api/session', headers: { cookie: rotated } });
  shoppers[0] = { cookie: rotated, csrfToken: session.json<{ csrfToken: string }>().csrfToken, keys: [], coupons: [] };
  // Each shopper has a pending order of its own (a custom order's deposit), so that an order's pages and its payment
  // are reached too: its number is the one order paths name.
  pools.number = await pendingOrders(app, shoppers);
  return {
    shoppers,
    extraNames: DYNAMIC_PREFIXES.flatMap((prefix) => attributeSlugs.map((slug) => prefix + slug)),
    extraValues: [...termSlugs, termSlugs.slice(0, 3).join(','), ...QUERY_TYPES],
    hints: (name, where) => {
      // A cart line's key only in the cart's paths; elsewhere a key (an order's, a wishlist's) is made up from its
      // schema.
      if (name === 'key' && !where?.startsWith('path /api/cart/')) return undefined;
      // A product id in a path is the same as in a body; a slug names a form or a page in their paths.
      const pool =
        name === 'id'
          ? 'productId'
          : name === 'slug' && where?.startsWith('path /api/forms/')
            ? 'formSlug'
            : name === 'slug' && where?.startsWith('path /api/pages/')
              ? 'pageSlug'
              : name;
      if (dynamic.has(pool)) return fc.nat().map((i) => new Ref(pool, i));
      const values = pools[pool];
      return values && values.length > 0 ? fc.constantFrom(...values) : undefined;
    },
    current: (pool, shopper) => {
      // A line key or a coupon of the cart when there is one, else anything the fixture knows.
      if (pool === 'key') return shopper.keys.length > 0 ? shopper.keys : ['no-such-line'];
      return [...shopper.coupons, ...couponCodes, ...couponCodes.map((c) => c.toUpperCase()), 'unknown-coupon'];
    },
  };
}

/** A day ten days or more ahead that is not a Friday (the workshop's day off), as the custom order asks. */
function callDay(): string {
  const day = new Date(Date.now() + 10 * 86_400_000);
  while (day.getUTCDay() === 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** One custom order sent by each shopper; the pending orders' numbers (none if the shop has no such form). */
async function pendingOrders(app: FastifyInstance, shoppers: Shopper[]): Promise<number[]> {
  const numbers: number[] = [];
  for (const shopper of shoppers) {
    const form = await app.inject({ url: '/api/forms/custom-order?locale=fr' });
    if (form.statusCode !== 200) return [];
    const sent = await app.inject({
      method: 'POST',
      url: '/api/forms/custom-order/submissions',
      headers: { cookie: shopper.cookie, 'x-csrf-token': shopper.csrfToken },
      payload: {
        locale: 'fr',
        token: form.json<{ token: string }>().token,
        values: {
          name: { first: CASABLANCA.first_name, last: CASABLANCA.last_name },
          email: { primary: CASABLANCA.email, secondary: CASABLANCA.email },
          address: { address1: CASABLANCA.address_1, city: CASABLANCA.city, state: 'MACAS', country: 'MA' },
          piece: 'tiles',
          'call-date': callDay(),
          'call-time': '10:30',
          deposit: { sample: 1 },
        },
      },
    });
    const order = sent.json<{ order?: { number: number } }>().order;
    if (!order) throw new Error(`the fuzz's custom order made no order: ${sent.statusCode} ${sent.body}`);
    numbers.push(order.number);
  }
  return numbers;
}

/** Keeps the shopper's line keys and coupons up to date from a cart answer. */
export function noteCart(shopper: Shopper, body: unknown): void {
  const cart = body as { items?: Array<{ key?: unknown }>; coupons?: Array<{ code?: unknown }> } | null;
  if (!cart || !Array.isArray(cart.items) || !Array.isArray(cart.coupons)) return;
  shopper.keys = cart.items.map((i) => String(i.key));
  shopper.coupons = cart.coupons.map((c) => String(c.code));
}
