import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { REMOTE_PAGE_PATHS, type RemoteName, type RemotePagePath } from '@fitness/contracts';
import { NotFoundView } from './not-found-view';

export interface RemotePageRoutesProps<Remote extends RemoteName> {
  remote: Remote;
  /** A page for every path the route table gives this remote, and for no other. */
  pages: Record<RemotePagePath<Remote>, ComponentType>;
}

/**
 * A remote's routes, from the one route table (REMOTE_PAGE_PATHS in @fitness/contracts): the shell sends a path here
 * by the same table, so the two cannot disagree. Anything else is the not-found view.
 */
export function RemotePageRoutes<Remote extends RemoteName>({ remote, pages }: RemotePageRoutesProps<Remote>) {
  const paths: readonly RemotePagePath<Remote>[] = REMOTE_PAGE_PATHS[remote];
  return (
    <Routes>
      {paths.map((path) => {
        const Page: ComponentType = pages[path];
        return <Route key={path} path={path} element={<Page />} />;
      })}
      <Route path="*" element={<NotFoundView />} />
    </Routes>
  );
}
