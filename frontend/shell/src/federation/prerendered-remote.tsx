import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { prerenderedRouteKey } from '@fitness/contracts';

/** A remote's page as the server sent it with this document (frontend-hosting.ts), before the remote is loaded. */
export interface PrerenderedRemote {
  /** The route the document was served for (prerenderedRouteKey): the markup is that route's. */
  routeKey: string;
  html: string;
}

const PRERENDERED_REMOTE_SELECTOR = '.remote-mount__prerendered';

/**
 * The remote's markup, shown until the remote's own code renders the live page in its place. Inert: it looks like
 * the page but is not wired to anything yet, so it takes no clicks, typing or focus that the live page would lose;
 * being inert it is also hidden from assistive technology, which hears "Loading…" instead. The wrapper has
 * `display: contents` and the status is visually hidden, so the markup lays out exactly as the live page will.
 */
export function PrerenderedRemoteContent({ html }: { html: string }) {
  return (
    <>
      <div className="remote-mount__prerendered" inert dangerouslySetInnerHTML={{ __html: html }} />
      <p className="fitness-visually-hidden" role="status">
        Loading…
      </p>
    </>
  );
}

/**
 * Reads the prerendered remote markup from the served document, before React renders over it.
 * @param location the document's location (window.location)
 */
export function findPrerenderedRemote(
  container: ParentNode,
  location: Pick<Location, 'pathname' | 'search'>,
): PrerenderedRemote | null {
  const element = container.querySelector(PRERENDERED_REMOTE_SELECTOR);
  return element
    ? {
        routeKey: prerenderedRouteKey(location.pathname, new URLSearchParams(location.search)),
        html: element.innerHTML,
      }
    : null;
}

interface PrerenderedRemoteState {
  prerendered: PrerenderedRemote | null;
  discard: () => void;
}

const PrerenderedRemoteContext = createContext<PrerenderedRemoteState>({ prerendered: null, discard: () => undefined });

/** Holds the prerendered page the document came with until the live remote has rendered once. */
export function PrerenderedRemoteProvider({
  prerendered: initial,
  children,
}: {
  prerendered: PrerenderedRemote | null;
  children: ReactNode;
}) {
  const [prerendered, setPrerendered] = useState(initial);
  const value = useMemo(() => ({ prerendered, discard: () => setPrerendered(null) }), [prerendered]);
  return <PrerenderedRemoteContext.Provider value={value}>{children}</PrerenderedRemoteContext.Provider>;
}

/**
 * The prerendered markup of the current route, while the document's prerendered page still stands and the visitor
 * is still on the route it was served for.
 */
export function usePrerenderedRemote(): string | null {
  const { prerendered } = useContext(PrerenderedRemoteContext);
  const { pathname, search } = useLocation();
  return prerendered && prerendered.routeKey === prerenderedRouteKey(pathname, new URLSearchParams(search))
    ? prerendered.html
    : null;
}

/**
 * Rendered after a remote's live page: once that has committed, the prerendered page is done with. Its stylesheet in
 * <head> stays: it lists the antd component styles it holds (libs/ui prerender-antd-page.tsx), so the remotes' antd
 * neither generates nor injects those again, and the live page and every later one are styled by it.
 */
export function DiscardPrerenderedRemote() {
  const { prerendered, discard } = useContext(PrerenderedRemoteContext);
  useEffect(() => {
    if (prerendered !== null) discard();
  }, [prerendered, discard]);
  return null;
}
