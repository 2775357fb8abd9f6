import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The CSRF token of the current session, sent as a header on every state-changing request. */
export interface SessionState {
  csrfToken: string | null;
}

const initialState: SessionState = { csrfToken: null };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    csrfTokenReceived(state, action: PayloadAction<string>) {
      state.csrfToken = action.payload;
    },
  },
});

export const { csrfTokenReceived } = sessionSlice.actions;
