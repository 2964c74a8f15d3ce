import { createContext, useContext } from 'react';
import type { LoadRemoteApp } from './federated-remote-loader';

const RemoteLoaderContext = createContext<LoadRemoteApp | null>(null);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

/** The remote loader chosen at the root: Module Federation in the browser, a fake in tests. */
export function useRemoteLoader(): LoadRemoteApp {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader must be used within a RemoteLoaderProvider');
  return loader;
}
