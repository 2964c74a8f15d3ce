import { createFederatedRemoteLoader, type FederationRuntime } from '../federated-remote-loader';
import type { RemotesManifest } from '../remotes-manifest';

const manifest: RemotesManifest = {
  analysis: 'http://host/mf/analysis/mf-manifest.json',
  plans: 'http://host/mf/plans/mf-manifest.json',
  coaching: 'http://host/mf/coaching/mf-manifest.json',
};

const RemoteApp = () => null;

function fakeRuntime(loadRemote: FederationRuntime['loadRemote']) {
  return {
    registerRemotes: jest.fn<void, Parameters<FederationRuntime['registerRemotes']>>(),
    registerPlugins: jest.fn<void, Parameters<FederationRuntime['registerPlugins']>>(),
    loadRemote: jest.fn(loadRemote),
  };
}

describe('createFederatedRemoteLoader', () => {
  it('registers every remote from /remotes.json once and loads <name>/App', async () => {
    const runtime = fakeRuntime(() => Promise.resolve({ default: RemoteApp }));
    const fetchManifest = jest.fn(() => Promise.resolve(manifest));
    const load = createFederatedRemoteLoader({ fetchManifest, runtime, reportFailure: jest.fn() });

    await expect(load('plans')).resolves.toEqual({ default: RemoteApp });
    await load('coaching');

    expect(fetchManifest).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'analysis', entry: manifest.analysis },
      { name: 'plans', entry: manifest.plans },
      { name: 'coaching', entry: manifest.coaching },
    ]);
    expect(runtime.loadRemote.mock.calls.map(([id]) => id)).toEqual(['plans/App', 'coaching/App']);
  });

  it('fetches /remotes.json again after it failed, so Retry can recover', async () => {
    const runtime = fakeRuntime(() => Promise.resolve({ default: RemoteApp }));
    const fetchManifest = jest
      .fn<Promise<RemotesManifest>, []>()
      .mockRejectedValueOnce(new Error('/remotes.json answered 503'))
      .mockResolvedValue(manifest);
    const load = createFederatedRemoteLoader({ fetchManifest, runtime, reportFailure: jest.fn() });

    await expect(load('analysis')).rejects.toThrow('/remotes.json answered 503');
    await expect(load('analysis')).resolves.toEqual({ default: RemoteApp });
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('rejects when the remote does not expose a component', async () => {
    const runtime = fakeRuntime(() => Promise.resolve({ notDefault: 1 }));
    const load = createFederatedRemoteLoader({
      fetchManifest: () => Promise.resolve(manifest),
      runtime,
      reportFailure: jest.fn(),
    });
    await expect(load('coaching')).rejects.toThrow('The "coaching" remote did not expose a React component as ./App');
  });

  it('installs a runtime plugin that reports load failures and lets them reach the error boundary', async () => {
    const runtime = fakeRuntime(() => Promise.resolve({ default: RemoteApp }));
    const reportFailure = jest.fn();
    createFederatedRemoteLoader({ fetchManifest: () => Promise.resolve(manifest), runtime, reportFailure });

    const [plugins] = runtime.registerPlugins.mock.calls[0]!;
    const plugin = plugins[0]!;
    const error = new Error('manifest unreachable');
    const errorLoadRemote = plugin.errorLoadRemote as unknown as (args: object) => unknown;
    const substitute = await errorLoadRemote({ id: manifest.plans, error, lifecycle: 'afterResolve', from: 'runtime' });

    expect(substitute).toBeUndefined();
    expect(reportFailure).toHaveBeenCalledWith({ id: manifest.plans, lifecycle: 'afterResolve', error });
  });
});
