import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORE_CURRENCY } from '@domain/money';

/** Display preferences chosen by the shopper. Checkout always charges in MAD whatever is shown. */
export interface PreferencesState {
  displayCurrency: string;
}

const initialState: PreferencesState = { displayCurrency: STORE_CURRENCY };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    displayCurrencyChosen(state, action: PayloadAction<string>) {
      state.displayCurrency = action.payload;
    },
  },
});

export const { displayCurrencyChosen } = preferencesSlice.actions;

export const selectDisplayCurrency = (state: { preferences: PreferencesState }) => state.preferences.displayCurrency;
