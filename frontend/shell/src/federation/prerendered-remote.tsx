import { createContext, useContext } from 'react';

/** A remote's page as the server sent it with this document (frontend-hosting.ts), before the remote is loaded. */
export interface PrerenderedRemote {
  /** The path the document was served for: the markup is that route's. */
  pathname: string;
  html: string;
}

const PRERENDERED_REMOTE_SELECTOR = '.remote-mount__prerendered';

/**
 * The remote's markup, shown until the remote's own code renders the live page in its place. Inert: it looks like
 * the page but is not wired to anything yet, so it takes no clicks, typing or focus that the live page would lose.
 * The wrapper has `display: contents`, so the markup lays out exactly as the live page will.
 */
export function PrerenderedRemoteContent({ html }: { html: string }) {
  return (
    <div className="remote-mount__prerendered" inert aria-busy="true" dangerouslySetInnerHTML={{ __html: html }} />
  );
}

/** Reads the prerendered remote markup from the served document, before React renders over it. */
export function findPrerenderedRemote(container: ParentNode, pathname: string): PrerenderedRemote | null {
  const element = container.querySelector(PRERENDERED_REMOTE_SELECTOR);
  return element ? { pathname, html: element.innerHTML } : null;
}

const PrerenderedRemoteContext = createContext<PrerenderedRemote | null>(null);

export const PrerenderedRemoteProvider = PrerenderedRemoteContext.Provider;

/** The prerendered markup of the route at `pathname`, if the document came with it. */
export function usePrerenderedRemote(pathname: string): string | null {
  const prerendered = useContext(PrerenderedRemoteContext);
  return prerendered && prerendered.pathname === pathname ? prerendered.html : null;
}
