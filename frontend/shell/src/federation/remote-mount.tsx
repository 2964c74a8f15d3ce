import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { PageLoadingView } from '@fitness/ui';
import { DiscardPrerenderedRemote, PrerenderedRemoteContent, usePrerenderedRemote } from './prerendered-remote';
import { useRemoteLoader } from './remote-loader-context';
import type { RemoteName } from './remote-routes';
import './remote-mount.css';

export const REMOTE_UNAVAILABLE_TITLE = 'This part of Fitness could not be loaded';

function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="remote-mount__unavailable" role="alert">
      <h1 className="remote-mount__title">{REMOTE_UNAVAILABLE_TITLE}</h1>
      <p className="remote-mount__text">
        Please check your connection and try again. The rest of the site still works.
      </p>
      <button type="button" className="remote-mount__retry" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load or throws while rendering, so it never blanks the shell. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[fitness] the "${this.props.remote}" remote failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <RemoteUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

interface AttemptProps {
  remote: RemoteName;
  onRetry: () => void;
  isRetry: boolean;
}

// One load attempt. The lazy component is created here, above Suspense, so it survives suspending;
// a retry remounts this component (new key) and therefore loads again. Until the remote has rendered once, the page
// the server prerendered for this route (if any) stays on screen while it loads; a retry after a failure shows the
// loading state instead, so the visitor sees that something is happening. The loading view is the one a remote shows
// while one of its page chunks loads, so one following the other moves nothing; its class marks the shell's own.
function RemoteAttempt({ remote, onRetry, isRetry }: AttemptProps) {
  const loadRemoteApp = useRemoteLoader();
  // The element, not only the component, is kept: this component renders again when the prerendered page is
  // discarded, right after the remote's first commit, and a new element would make React render the whole remote page
  // again, in one synchronous task (121 components on /free-analysis, 12-17 ms of main thread on this machine).
  const [remoteApp] = useState(() => {
    const RemoteApp = lazy(() => loadRemoteApp(remote));
    return <RemoteApp />;
  });
  const prerenderedHtml = usePrerenderedRemote();
  const fallback =
    prerenderedHtml !== null && !isRetry ? (
      <PrerenderedRemoteContent html={prerenderedHtml} />
    ) : (
      <PageLoadingView className="remote-mount__loading" />
    );
  return (
    <RemoteErrorBoundary remote={remote} onRetry={onRetry}>
      <Suspense fallback={fallback}>
        {remoteApp}
        <DiscardPrerenderedRemote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Mounts a remote's App behind a loading fallback and an error boundary with Retry. */
export function RemoteMount({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteAttempt
      key={attempt}
      remote={remote}
      isRetry={attempt > 0}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}
