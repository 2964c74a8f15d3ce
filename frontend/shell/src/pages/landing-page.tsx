import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import {
  HEADLINE_PHRASES,
  HEADLINE_PREFIX,
  HOME_MESSAGE_UPLOAD_PHOTOS_FIRST,
  PRICING_SECTION_ID,
  PRICING_TEXTS,
  ROUTES,
  TIMINGS_MS,
  VIEW_TEXTS,
} from '@fitness/contracts';
import { FeatureCarousel } from './feature-carousel';
import { useReducedMotion } from './use-reduced-motion';
import './landing-page.css';

/**
 * The phrase after "How do I", changing every 2.5 s (spec §9), and whether it has changed yet. With reduced motion the
 * headline stays on the first phrase: a sentence that keeps changing under the reader is motion too.
 */
function useRotatingPhrase(reducedMotion: boolean): { phrase: string; rotated: boolean } {
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (reducedMotion) return undefined;
    const timer = setInterval(() => setStep((current) => current + 1), TIMINGS_MS.headlinePhrase);
    return () => clearInterval(timer);
  }, [reducedMotion]);
  const index = reducedMotion ? 0 : step % HEADLINE_PHRASES.length;
  return { phrase: HEADLINE_PHRASES[index] ?? HEADLINE_PHRASES[0], rotated: !reducedMotion && step > 0 };
}

export const UPLOAD_PHOTOS_FIRST_NOTICE_TITLE = 'Start with a free analysis';
export const UPLOAD_PHOTOS_FIRST_NOTICE_TEXT =
  'That page needs your analysis first. Upload your photos (or enter your stats) to get one, then come back to your plan.';
export const UPLOAD_PHOTOS_FIRST_NOTICE_LINK = 'Start your free analysis';

/** Shown when a page redirected here because it needs an analysis the visitor does not have yet. */
function UploadPhotosFirstNotice() {
  return (
    <section className="landing__notice" role="status" aria-labelledby="landing-notice-title">
      <h2 id="landing-notice-title" className="landing__notice-title">
        {UPLOAD_PHOTOS_FIRST_NOTICE_TITLE}
      </h2>
      <p className="landing__notice-text">{UPLOAD_PHOTOS_FIRST_NOTICE_TEXT}</p>
      <Link to={ROUTES.freeAnalysis} className="landing__notice-link">
        {UPLOAD_PHOTOS_FIRST_NOTICE_LINK}
      </Link>
    </section>
  );
}

const PRICING_OFFERS = [
  { ...PRICING_TEXTS.offers.free, key: 'free', to: ROUTES.freeAnalysis },
  { ...PRICING_TEXTS.offers.ai, key: 'ai', to: ROUTES.freeAnalysis },
  { ...PRICING_TEXTS.offers.expert, key: 'expert', to: ROUTES.freeAnalysis },
  { ...PRICING_TEXTS.offers.coaching, key: 'coaching', to: ROUTES.coaching },
] as const;

/** What each product costs and gives, before any analysis (issue 36); the header's "Plans" link lands here. */
function PricingSection() {
  return (
    <section id={PRICING_SECTION_ID} className="pricing" aria-labelledby="pricing-heading">
      <h2 id="pricing-heading" className="pricing__heading">
        {PRICING_TEXTS.heading}
      </h2>
      <p className="pricing__intro">{PRICING_TEXTS.intro}</p>
      <ul className="pricing__grid">
        {PRICING_OFFERS.map((offer) => (
          <li key={offer.key} className="pricing__offer">
            <h3 className="pricing__title">{offer.title}</h3>
            <p className="pricing__price">{offer.price}</p>
            <p className="pricing__text">{offer.text}</p>
            <Link to={offer.to} className="pricing__link" aria-label={`${offer.action}: ${offer.title}`}>
              {offer.action}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Scrolls to the element the address's #fragment names when the router changes it (the header's "Plans" link from
 * another page, or from this one): the browser does so by itself only on a full page load.
 */
function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, key]);
}

// Deliberately antd-free: the landing path must stay within the shell's JavaScript budget.
export function LandingPage() {
  const reducedMotion = useReducedMotion();
  const { phrase, rotated } = useRotatingPhrase(reducedMotion);
  const [searchParams] = useSearchParams();
  const needsAnalysisFirst = searchParams.get('message') === HOME_MESSAGE_UPLOAD_PHOTOS_FIRST;
  useScrollToHash();
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-headline">
        {needsAnalysisFirst && <UploadPhotosFirstNotice />}
        <h1 id="landing-headline" className="landing__headline">
          {HEADLINE_PREFIX}{' '}
          {/* Only a phrase that replaces another fades in: the first one is there from the first paint (the page is
              prerendered), not animated in after it. */}
          <span
            key={phrase}
            className={rotated ? 'landing__phrase landing__phrase--new' : 'landing__phrase'}
            data-testid="headline-phrase"
          >
            {phrase}
          </span>
        </h1>
        <p className="landing__lead">
          Upload a photo and get instant fitness insights, with body composition analysis in seconds.
        </p>
        <Link to={ROUTES.freeAnalysis} className="landing__cta">
          Try now
        </Link>
        <FeatureCarousel reducedMotion={reducedMotion} />
        <p className="landing__hint">{VIEW_TEXTS.swipeHint}</p>
        <p className="landing__privacy">{VIEW_TEXTS.photosPrivacy}</p>
      </section>
      <PricingSection />
    </div>
  );
}
