import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteLoadFailure {
  /** The requested module or manifest URL, e.g. "plans/App". */
  id: string;
  /** Where in loading it failed: beforeRequest, afterResolve (manifest), onLoad (entry or module). */
  lifecycle: string;
  error: unknown;
}

/**
 * Reports every remote that fails to load, in one place, and supplies no substitute module: the failure then
 * reaches the RemoteMount error boundary, which shows the friendly message and a Retry button.
 */
export function remoteLoadErrorPlugin(report: (failure: RemoteLoadFailure) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'fitness-remote-load-error',
    errorLoadRemote(args) {
      report({ id: args.id, lifecycle: args.lifecycle, error: args.error });
      return undefined;
    },
  };
}
