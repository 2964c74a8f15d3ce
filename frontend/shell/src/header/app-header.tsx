import { Link } from 'react-router-dom';
import { ROUTES } from '@fitness/contracts';
import { SiteNav } from './site-nav';
import { ThemeMenu } from './theme-menu';
import './header.css';

export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Link to={ROUTES.home} className="app-header__logo" aria-label="Fitness home">
          <svg aria-hidden="true" focusable="false" width="28" height="28" viewBox="0 0 32 32">
            <rect width="32" height="32" rx="8" fill="var(--fitness-primary)" />
            <path
              d="M7 16h18M10 11v10M22 11v10M13 13v6M19 13v6"
              stroke="var(--fitness-primary-fg)"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span className="app-header__name">Fitness</span>
        </Link>
        <div className="app-header__end">
          <SiteNav />
          <ThemeMenu />
        </div>
      </div>
    </header>
  );
}
