import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { CART_COUNT_COOKIE } from '@domain/cart';

/**
 * What one feature tells the others about the cart after an add: the feature that added says so; the cart feature
 * opens its drawer (when the store asks for it) and announces the change. Features never import each other, so the
 * event lives here, with the cart API.
 */
export interface CartEventsState {
  /** The last add: a sequence number, so two adds of one product are two events. */
  added: { seq: number; name: string } | null;
  /** Items in the cart, from its latest answer; null until one came (the header reads the cookie until then). */
  count: number | null;
}

const initialState: CartEventsState = { added: null, count: null };

export const cartEventsSlice = createSlice({
  name: 'cartEvents',
  initialState,
  reducers: {
    cartAdded(state, action: PayloadAction<{ name: string }>) {
      state.added = { seq: (state.added?.seq ?? 0) + 1, name: action.payload.name };
    },
    cartCountKnown(state, action: PayloadAction<number>) {
      state.count = action.payload;
    },
  },
});

export const { cartAdded, cartCountKnown } = cartEventsSlice.actions;

export const selectCartAdded = (state: { cartEvents?: CartEventsState }) => state.cartEvents?.added ?? null;

export const selectCartCount = (state: { cartEvents?: CartEventsState }) => state.cartEvents?.count ?? null;

/**
 * The count the server wrote with the cart's last answer (CART_COUNT_COOKIE), so the header's badge is right on the
 * first paint of every page without downloading the cart; 0 when there is none.
 */
export function cartCountFromCookie(cookie: string): number {
  const match = new RegExp(`(?:^|;\\s*)${CART_COUNT_COOKIE}=(\\d{1,6})(?:;|$)`).exec(cookie);
  return match ? Number(match[1]) : 0;
}
