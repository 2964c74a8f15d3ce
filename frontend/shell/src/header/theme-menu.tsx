import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { THEMES, type ThemePreference } from '@fitness/contracts';
import { useTheme } from '@fitness/ui';
import { ThemeIcon } from './header-icons';

const THEME_LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' };

/** The header's theme control: a menu button (WAI-ARIA menu pattern) with Light, Dark and System. */
export function ThemeMenu() {
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const menuId = useId();

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const choose = (next: ThemePreference) => {
    setTheme(next);
    close();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : THEMES.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = THEMES.length - 1;
    const moves: Record<string, number | undefined> = {
      ArrowDown: focusIndex === last ? 0 : focusIndex + 1,
      ArrowUp: focusIndex === 0 ? last : focusIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setFocusIndex(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="theme-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="theme-menu__button"
        aria-label="Toggle theme"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(Math.max(0, THEMES.indexOf(theme))))}
        onKeyDown={onButtonKeyDown}
      >
        {/* Both icons, one shown by the class on <html>: it is set before the first paint, so a page rendered at
            build time (which cannot know the visitor's theme) already shows the right one. */}
        <span className="theme-menu__icon theme-menu__icon--light">
          <ThemeIcon theme="light" />
        </span>
        <span className="theme-menu__icon theme-menu__icon--dark">
          <ThemeIcon theme="dark" />
        </span>
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label="Theme" className="theme-menu__list" onKeyDown={onMenuKeyDown}>
          {THEMES.map((option, index) => (
            <button
              key={option}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === focusIndex ? 0 : -1}
              className="theme-menu__item"
              data-selected={option === theme ? 'true' : undefined}
              onClick={() => choose(option)}
            >
              <ThemeIcon theme={option} />
              <span className="theme-menu__label">{THEME_LABELS[option]}</span>
              <span className="theme-menu__check" aria-hidden="true">
                {option === theme ? '✓' : ''}
              </span>
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
