import { Link } from 'react-router-dom';
import { SITE_NAV_TEXTS } from '@fitness/contracts';
import { SITE_LINKS } from './site-nav';

/** Every page's footer: the header's three links again, for a visitor who scrolled to the end. */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <nav className="app-footer__inner" aria-label={SITE_NAV_TEXTS.footerLabel}>
        <ul className="app-footer__list">
          {SITE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className="app-footer__link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
