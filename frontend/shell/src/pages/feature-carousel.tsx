import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { FEATURES, ROUTES, TIMINGS_MS } from '@fitness/contracts';
import { FEATURE_ILLUSTRATIONS } from './feature-illustrations';
import './feature-carousel.css';

/**
 * The five feature cards (spec §2 "/"): a looping, swipeable embla carousel. Autoplay every 4 s stops while
 * the pointer is over it or dragging and resumes once the drag is released; with reduced motion it never
 * autoplays. Embla itself swallows the click that ends a drag, so a swipe never follows the card's link.
 */
export function FeatureCarousel({ reducedMotion }: { reducedMotion: boolean }) {
  const plugins = useMemo(
    () =>
      reducedMotion
        ? []
        : [Autoplay({ delay: TIMINGS_MS.carouselAutoplay, stopOnInteraction: false, stopOnMouseEnter: true })],
    [reducedMotion],
  );
  const [viewportRef, emblaApi] = useEmblaCarousel({ loop: true, duration: reducedMotion ? 1 : 25 }, plugins);
  const [selected, setSelected] = useState(0);
  const [expanded, setExpanded] = useState<number | null>(null);

  useEffect(() => {
    if (!emblaApi) return undefined;
    const onSelect = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setExpanded(null); // a card's description collapses again when the slide changes
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi]);

  const goTo = useCallback((index: number) => emblaApi?.scrollTo(index), [emblaApi]);

  return (
    <section className="features" aria-roledescription="carousel" aria-label="Features">
      <div className="features__viewport" ref={viewportRef} data-testid="feature-carousel">
        <div className="features__track">
          {FEATURES.map((feature, index) => {
            const Illustration = FEATURE_ILLUSTRATIONS[index];
            const isExpanded = expanded === index;
            const descriptionId = `feature-description-${index}`;
            return (
              <div
                key={feature.title}
                className="features__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${FEATURES.length}`}
                aria-hidden={index !== selected}
                inert={index !== selected}
              >
                <article className="feature-card">
                  <Link
                    to={ROUTES.freeAnalysis}
                    className="feature-card__image"
                    aria-label={`${feature.title}: start your free analysis`}
                    draggable={false}
                  >
                    {Illustration && <Illustration />}
                  </Link>
                  <button
                    type="button"
                    className="feature-card__toggle"
                    aria-expanded={isExpanded}
                    aria-controls={descriptionId}
                    onClick={() => setExpanded(isExpanded ? null : index)}
                  >
                    <span className="feature-card__title">{feature.title}</span>
                    <span className="feature-card__chevron" aria-hidden="true">
                      ▾
                    </span>
                  </button>
                  <p id={descriptionId} className="feature-card__description" hidden={!isExpanded}>
                    {feature.description}
                  </p>
                </article>
              </div>
            );
          })}
        </div>
      </div>
      <div className="features__dots">
        {FEATURES.map((feature, index) => (
          <button
            key={feature.title}
            type="button"
            className="features__dot"
            aria-label={`Go to slide ${index + 1}: ${feature.title}`}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => goTo(index)}
          />
        ))}
      </div>
    </section>
  );
}
