import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { HEADLINE_PHRASES, HEADLINE_PREFIX, ROUTES, TIMINGS_MS, VIEW_TEXTS } from '@fitness/contracts';
import './landing-page.css';

/** The phrase after "How do I", changing every 2.5 s (spec §9). */
function useRotatingPhrase(): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(
      () => setIndex((current) => (current + 1) % HEADLINE_PHRASES.length),
      TIMINGS_MS.headlinePhrase,
    );
    return () => clearInterval(timer);
  }, []);
  return HEADLINE_PHRASES[index] ?? HEADLINE_PHRASES[0];
}

// Deliberately antd-free: the landing path must stay within the shell's JavaScript budget.
export function LandingPage() {
  const phrase = useRotatingPhrase();
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-headline">
        <h1 id="landing-headline" className="landing__headline">
          {HEADLINE_PREFIX} <span className="landing__phrase">{phrase}</span>
        </h1>
        <p className="landing__lead">
          Upload a photo and get instant fitness insights, with body composition analysis in seconds.
        </p>
        <Link to={ROUTES.freeAnalysis} className="landing__cta">
          Try now
        </Link>
        <p className="landing__privacy">{VIEW_TEXTS.photosNeverStored}</p>
      </section>
    </div>
  );
}
