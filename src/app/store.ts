import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi, type ApiEnvironment } from '@shared/api/base-api';
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

/**
 * Builds a store; the app, tests and Storybook each make their own (no module-level store), and the server one per
 * page it renders, with the API reached through its own routes (`api`).
 */
export function makeStore(preloadedState?: Partial<RootState>, api?: ApiEnvironment) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api } } }).concat(baseApi.middleware),
  });
  if (typeof window !== 'undefined') setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
