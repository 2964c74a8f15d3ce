import { VIEW_TEXTS } from '@fitness/contracts';
import './views.css';

/** The catch-all screen (spec §2); the shell shows it, and each remote running standalone. The host provides <main>. */
export function NotFoundView() {
  return (
    <div className="fitness-status-view">
      <div className="fitness-status-view__card">
        <h1 className="fitness-status-view__title">{VIEW_TEXTS.notFound.title}</h1>
        <p className="fitness-status-view__text">{VIEW_TEXTS.notFound.hint}</p>
      </div>
    </div>
  );
}
