import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from './remote-routes';
import { fetchRemotesManifest, type RemotesManifest } from './remotes-manifest';
import { remoteLoadErrorPlugin, type RemoteLoadFailure } from './remote-load-error-plugin';

/** What every remote exposes as `./App`: its routes, without a router (the shell's router is shared). */
export interface RemoteAppModule {
  default: ComponentType;
}

export type LoadRemoteApp = (remote: RemoteName) => Promise<RemoteAppModule>;

export interface FederationRuntime {
  registerRemotes: (remotes: Array<{ name: string; entry: string }>) => void;
  loadRemote: (id: string) => Promise<unknown>;
  registerPlugins: (plugins: ReturnType<typeof remoteLoadErrorPlugin>[]) => void;
}

export interface FederatedRemoteLoaderDeps {
  fetchManifest: () => Promise<RemotesManifest>;
  runtime: FederationRuntime;
  reportFailure: (failure: RemoteLoadFailure) => void;
}

function isRemoteAppModule(value: unknown): value is RemoteAppModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}

/**
 * Loads a remote's `./App`: fetches /remotes.json once (again after a failure, so Retry can recover), registers
 * the remotes with the Module Federation runtime, then loads the module.
 */
export function createFederatedRemoteLoader(deps: FederatedRemoteLoaderDeps): LoadRemoteApp {
  deps.runtime.registerPlugins([remoteLoadErrorPlugin(deps.reportFailure)]);
  let registration: Promise<void> | null = null;

  const ensureRegistered = (): Promise<void> => {
    registration ??= deps
      .fetchManifest()
      .then((manifest) => {
        deps.runtime.registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
      })
      .catch((error: unknown) => {
        registration = null;
        throw error;
      });
    return registration;
  };

  return async (remote) => {
    await ensureRegistered();
    const module = await deps.runtime.loadRemote(`${remote}/App`);
    if (!isRemoteAppModule(module)) throw new Error(`The "${remote}" remote did not expose a React component as ./App`);
    return module;
  };
}

export function createBrowserRemoteLoader(): LoadRemoteApp {
  return createFederatedRemoteLoader({
    fetchManifest: () => fetchRemotesManifest(),
    runtime: {
      registerRemotes: (remotes) => registerRemotes(remotes),
      loadRemote: (id) => loadRemote(id),
      registerPlugins: (plugins) => registerPlugins(plugins),
    },
    reportFailure: ({ id, lifecycle, error }) => {
      console.error(`[fitness] remote module "${id}" failed to load (${lifecycle})`, error);
    },
  });
}
