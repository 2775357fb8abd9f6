/** An order read back: only by the session or customer that placed it, or with its key (the e-mail's link). */
import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '@domain/locales';
import type { Db } from '../../../db/client';
import { notFound } from '../../../http/problems';
import { loadCheckoutSettings } from '../settings';
import { findOrder, linesOfOrder, type OrderRow } from '../repository/orders';
import type { OrderBody } from '../schemas';
import { orderBody } from './view';

type Session = { id: string; userId: number | null };

/** Who asks for an order: their session, and the key from the order's link if they have it. */
export interface OrderReader {
  session: Session | null;
  key?: string;
}

const sameKey = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function mayRead(order: OrderRow, session: Session | null, key: string | undefined): boolean {
  if (key !== undefined && sameKey(key, order.key)) return true;
  if (!session) return false;
  return order.sessionId === session.id || (order.userId !== null && order.userId === session.userId);
}

/** Someone else's order answers exactly as a missing one: numbers are sequential, so nothing may tell them apart. */
export async function readOrder(
  db: Db,
  session: Session | null,
  number: number,
  locale: Locale,
  key?: string,
): Promise<OrderBody> {
  const order = await findOrder(db, number);
  if (!order || !mayRead(order, session, key)) throw notFound('No order with this number for this visitor.');
  return orderBody(order, await linesOfOrder(db, order.id), await loadCheckoutSettings(db), locale);
}
