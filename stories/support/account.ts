/**
 * A signed-in customer for the account stories: the session, the account with or without saved addresses, a page
 * of orders, and the routes of the account API answering as the server does. Not a story file.
 */
import type { OrderStatus } from '@domain/checkout/orders';
import type { Locale } from '@domain/locales';
import type { Account } from '@entities/customer/api';
import type { OrderSummary, OrderSummaryPage } from '@features/account/model/types';
import type { MockRoute } from '../../tests/support/mock-fetch';
import { sessionRoute } from './api';
import { CASABLANCA, MARRAKECH, storyOrder } from './order';

export const CUSTOMER: Account = {
  id: 7,
  username: 'yasmine',
  email: 'yasmine@example.ma',
  firstName: 'Yasmine',
  lastName: 'Alaoui',
  displayName: 'Yasmine A.',
  billing: CASABLANCA,
  shipping: MARRAKECH,
};

export const signedInRoute = sessionRoute({ user: { id: CUSTOMER.id, displayName: CUSTOMER.displayName } });

export const accountRoute = (account: Partial<Account> = {}): MockRoute => ({
  path: '/api/account',
  body: { ...CUSTOMER, ...account },
});

const STATUSES: OrderStatus[] = ['processing', 'on-hold', 'completed', 'cancelled', 'pending'];

/** `count` orders, newest first, numbered down from 1012, a few days apart. */
export function orderPage(count: number, page = 1, perPage = 10): OrderSummaryPage {
  const all: OrderSummary[] = Array.from({ length: count }, (_, i) => ({
    number: 1012 - i,
    key: `key${1012 - i}`,
    status: STATUSES[i % STATUSES.length]!,
    createdAt: new Date(Date.UTC(2026, 10, 20 - i * 3, 10)).toISOString(),
    total: 45_000 + i * 12_550,
    itemCount: (i % 3) + 1,
  }));
  return {
    orders: all.slice((page - 1) * perPage, page * perPage),
    page,
    pages: Math.max(1, Math.ceil(count / perPage)),
    total: count,
  };
}

export const ordersRoute = (count: number): MockRoute => ({
  path: '/api/account/orders',
  handler: (request) => ({ body: orderPage(count, Number(new URL(request.url).searchParams.get('page') ?? 1)) }),
});

/** The order's page: the recorded cash-on-delivery order in the request's locale. */
export const orderRoute: MockRoute = {
  path: /\/api\/orders\/\d+/,
  handler: (request) => {
    const locale = (new URL(request.url).searchParams.get('locale') ?? 'en') as Locale;
    return { body: storyOrder('cod', locale) };
  },
};

/** The account API's routes for a signed-in customer. */
export const signedInRoutes = (account: Partial<Account> = {}, orders = 12): MockRoute[] => [
  signedInRoute,
  accountRoute(account),
  ordersRoute(orders),
  orderRoute,
];
