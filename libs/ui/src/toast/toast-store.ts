import { useSyncExternalStore, type ReactNode } from 'react';
import { TIMINGS_MS, TOAST_LIMIT } from '@fitness/contracts';

// One toast queue per page. It lives at module level so `toast()` works from anywhere (event handlers, thunks,
// any remote): @fitness/ui is a federated singleton, so the shell and every remote share this very module.

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** What a screen reader hears for the action, when the label alone is not enough. */
  altText?: string;
  onClick: () => void;
}

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds the toast stays visible; spec §9 default 5000. */
  duration?: number;
}

export interface ToastRecord extends ToastOptions {
  id: string;
  /** False once dismissed; a dismissed toast is hidden and dropped from the queue later. */
  open: boolean;
}

export interface ToastState {
  toasts: ToastRecord[];
}

export type ToastStoreAction =
  | { type: 'add'; toast: ToastRecord }
  | { type: 'update'; id: string; changes: Partial<ToastOptions> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

/** Pure state transition; the newest toast comes first and only TOAST_LIMIT are kept (a new one replaces the old). */
export function reduceToasts(state: ToastState, action: ToastStoreAction): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.id ? { ...toast, ...action.changes } : toast)),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((toast) =>
          action.id === undefined || toast.id === action.id ? { ...toast, open: false } : toast,
        ),
      };
    case 'remove':
      return { toasts: action.id === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.id) };
  }
}

let state: ToastState = { toasts: [] };
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastStoreAction): void {
  state = reduceToasts(state, action);
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TIMINGS_MS.toastRemoveDelay),
  );
}

/** Hides a toast (or every toast when no id is given). */
export function dismissToast(id?: string): void {
  const targets = id === undefined ? state.toasts.map((toast) => toast.id) : [id];
  targets.forEach(scheduleRemoval);
  dispatch({ type: 'dismiss', id });
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (changes: Partial<ToastOptions>) => void;
}

/** Shows a toast, replacing the visible one. */
export function toast(options: ToastOptions): ToastHandle {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  dispatch({ type: 'add', toast: { variant: 'default', ...options, id, open: true } });
  return { id, dismiss: () => dismissToast(id), update: (changes) => dispatch({ type: 'update', id, changes }) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState {
  return state;
}

export interface UseToastResult {
  toasts: ToastRecord[];
  toast: typeof toast;
  dismiss: typeof dismissToast;
}

export function useToast(): UseToastResult {
  const { toasts } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts, toast, dismiss: dismissToast };
}

/** Empties the queue and cancels pending removals (test isolation). */
export function resetToasts(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  dispatch({ type: 'remove' });
}
