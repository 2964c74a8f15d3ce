import { combineReducers, configureStore } from '@reduxjs/toolkit';
import './cache-rules';
import { fitnessGeneratedApi } from './generated/api.generated';

// One app's own store: the generated API's cache and middleware. Every remote creates its own (the shell and the
// other remotes never see it; cross-app data travels by URL), and tests create a fresh one each.
const clientReducer = combineReducers({
  [fitnessGeneratedApi.reducerPath]: fitnessGeneratedApi.reducer,
});

export type ClientState = ReturnType<typeof clientReducer>;

export function createClientStore(preloadedState?: Partial<ClientState>) {
  return configureStore({
    reducer: clientReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(fitnessGeneratedApi.middleware),
  });
}

export type ClientStore = ReturnType<typeof createClientStore>;
