// What the apps use of React Router, provided to Module Federation's share scope as the `react-router-dom` singleton.
// A shared module is bundled whole (its consumers are unknown at build time), and React Router 7 is one 190 KB
// module: shared as the package, every first page load fetched all of it (61 KB gzipped). Shared as this list, it is
// tree-shaken to what the apps import (about 15 KB gzipped). The apps still import from 'react-router-dom'; a name
// they import must be listed here, which frontend/shell/src/federation/__tests__/shared-router.spec.ts checks.
// Re-exported from 'react-router' (which react-router-dom 7 re-exports): importing 'react-router-dom' here would
// consume this module itself.
export {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
