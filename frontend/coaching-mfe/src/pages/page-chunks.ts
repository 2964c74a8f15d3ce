import { lazy } from 'react';

// Each page of this remote is its own chunk, as in the analysis remote: the coming-soon page does not download, parse
// and run the coaching page's trainer list and booking dialog. The remote's Suspense boundary (remote-app.tsx) shows
// the shared loading view, the same as the shell's while the remote itself loads, so one replacing the other moves
// nothing; router navigations are transitions, so the page being left stays up while the next one's chunk loads.

export const CoachingPage = lazy(() =>
  import(/* webpackChunkName: "page-coaching" */ './coaching-page').then((module) => ({
    default: module.CoachingPage,
  })),
);
export const CoachingComingSoonPage = lazy(() =>
  import(/* webpackChunkName: "page-coming-soon" */ './coaching-coming-soon-page').then((module) => ({
    default: module.CoachingComingSoonPage,
  })),
);
