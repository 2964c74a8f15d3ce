import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { fitnessGeneratedApi } from '@fitness/api-client';

// This remote's own store; the shell and the other remotes never see it (cross-app data travels by URL).
const rootReducer = combineReducers({
  [fitnessGeneratedApi.reducerPath]: fitnessGeneratedApi.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(fitnessGeneratedApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
