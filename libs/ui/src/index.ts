// @fitness/ui: theme and toasts, shared as one federated singleton by the shell and every remote.
// Nothing here imports antd (see ./antd for the antd theme bridge), so the landing page stays light.
import './styles/tokens.css';

export { ThemeProvider, useTheme, type ThemeContextValue, type ThemeProviderProps } from './theme/theme-provider';
export { resolveTheme, type ResolvedTheme } from './theme/theme-preference';
export {
  toast,
  useToast,
  dismissToast,
  type ToastAction,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastVariant,
  type UseToastResult,
} from './toast/toast-store';
export { ToastProvider, ToastViewport, TOAST_REGION_LABEL } from './toast/toast-provider';
export { NotFoundView } from './views/not-found-view';
export { PageLoadingView, PAGE_LOADING_TEXT } from './views/page-loading-view';
export { useNoIndex } from './views/use-noindex';
export { RemotePageRoutes, type RemotePageRoutesProps } from './views/remote-page-routes';
