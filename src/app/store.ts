import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@shared/api/base-api';
import { cartEventsSlice } from '@entities/cart/events';
import { sessionSlice } from '@shared/api/session-slice';
import { preferencesSlice } from '@shared/lib/preferences-slice';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.name]: sessionSlice.reducer,
  [preferencesSlice.name]: preferencesSlice.reducer,
  [cartEventsSlice.name]: cartEventsSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Builds a store; the app, tests and Storybook each make their own (no module-level store). */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
