import { useCallback, useState, type CSSProperties } from 'react';
import { TIMINGS_MS } from '@fitness/contracts';
import { dismissToast, type ToastRecord } from './toast-store';
import { useAutoDismiss } from './use-auto-dismiss';
import { useSwipeToDismiss } from './use-swipe-to-dismiss';

export function ToastItem({ toast }: { toast: ToastRecord }) {
  const { id, title, description, action, variant = 'default', duration = TIMINGS_MS.toastDuration } = toast;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useCallback(() => dismissToast(id), [id]);
  const { offsetPx, handlers } = useSwipeToDismiss(dismiss);

  useAutoDismiss(duration, hovered || focused || offsetPx > 0, dismiss);

  const swipeStyle = { '--fitness-toast-swipe-x': `${offsetPx}px` } as CSSProperties;

  return (
    <div
      className="fitness-toast"
      data-variant={variant}
      data-swiping={offsetPx > 0 ? 'true' : undefined}
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      style={swipeStyle}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      {...handlers}
    >
      <div className="fitness-toast__text">
        {title ? <div className="fitness-toast__title">{title}</div> : null}
        {description ? <div className="fitness-toast__description">{description}</div> : null}
      </div>
      {action ? (
        <button
          type="button"
          className="fitness-toast__action"
          aria-label={action.altText}
          onClick={() => {
            action.onClick();
            dismiss();
          }}
        >
          {action.label}
        </button>
      ) : null}
      <button type="button" className="fitness-toast__close" aria-label="Close notification" onClick={dismiss}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
