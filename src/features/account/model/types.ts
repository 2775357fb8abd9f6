import type { OrderStatus } from '@domain/checkout/orders';

/** A line of the guest cart that signing in could not keep as it was. */
export interface MergeNotice {
  code: 'merge_line_removed' | 'merge_line_reduced';
  name: string;
  quantity?: number;
}

export interface SignedIn {
  customer: { id: number; displayName: string };
  /** Where to go now; '' to stay. */
  redirect: string;
  cartNotices: MergeNotice[];
}

/** A mailed link's address confirmed (and the customer signed in): a new account's, or an account's new address. */
export interface Confirmed extends SignedIn {
  confirmed: 'account' | 'email';
}

export interface OrderSummary {
  number: number;
  key: string;
  status: OrderStatus;
  createdAt: string;
  /** In minor units. */
  total: number;
  itemCount: number;
}

export interface OrderSummaryPage {
  orders: OrderSummary[];
  page: number;
  pages: number;
  total: number;
}
