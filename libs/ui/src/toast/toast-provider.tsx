import { useEffect, useRef, type ReactNode } from 'react';
import { TOAST_FOCUS_HOTKEY } from '@fitness/contracts';
import { ToastItem } from './toast-item';
import { useToast } from './toast-store';
import './toast.css';

export const TOAST_REGION_LABEL = `Notifications (${TOAST_FOCUS_HOTKEY})`;

/** The live region holding the visible toast; F8 moves focus into it so keyboard users can reach its buttons. */
export function ToastViewport() {
  const { toasts } = useToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const focusOnHotkey = (event: KeyboardEvent) => {
      if (event.key !== TOAST_FOCUS_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', focusOnHotkey);
    return () => document.removeEventListener('keydown', focusOnHotkey);
  }, []);

  return (
    <section
      ref={regionRef}
      className="fitness-toast-region"
      aria-label={TOAST_REGION_LABEL}
      aria-live="polite"
      tabIndex={-1}
    >
      <div className="fitness-toast-viewport">
        {toasts
          .filter((toast) => toast.open)
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </section>
  );
}

/** Renders the app and, once, the toast viewport. Mount it at the root (the shell, or a remote running standalone). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastViewport />
    </>
  );
}
