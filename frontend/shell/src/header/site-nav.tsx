import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { PRICING_SECTION_ID, ROUTES, SITE_NAV_TEXTS } from '@fitness/contracts';
import { MenuIcon } from './header-icons';

/** Where the header and footer lead: the free analysis, the plans (the landing's pricing section) and coaching. */
export const SITE_LINKS = [
  { to: ROUTES.freeAnalysis, label: SITE_NAV_TEXTS.links.freeAnalysis },
  { to: `${ROUTES.home}#${PRICING_SECTION_ID}`, label: SITE_NAV_TEXTS.links.plans },
  { to: ROUTES.coaching, label: SITE_NAV_TEXTS.links.coaching },
] as const;

/**
 * The header's links (WAI-ARIA disclosure pattern). One list in plain HTML, no antd: the landing page carries it.
 * Wide screens show it as a row and hide the button (header.css); on phones the button shows and hides it.
 */
export function SiteNav() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (open && event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <nav ref={navRef} className="site-nav" aria-label={SITE_NAV_TEXTS.mainLabel} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__toggle"
        aria-label={SITE_NAV_TEXTS.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((current) => !current)}
      >
        <MenuIcon open={open} />
      </button>
      <ul id={listId} className="site-nav__list" data-open={open ? 'true' : undefined}>
        {SITE_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="site-nav__link" onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
