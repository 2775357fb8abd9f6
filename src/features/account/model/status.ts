import type { OrderStatus } from '@domain/checkout/orders';
import { accountPageMessages as m } from '../page-messages';

/** Each order status's name, as the customer reads it. */
export const STATUS_MESSAGES = {
  pending: m.statusPending,
  processing: m.statusProcessing,
  'on-hold': m.statusOnHold,
  completed: m.statusCompleted,
  cancelled: m.statusCancelled,
} as const satisfies Record<OrderStatus, unknown>;
