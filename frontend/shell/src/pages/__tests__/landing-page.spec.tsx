import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HEADLINE_PHRASES, PRICING_TEXTS, TIMINGS_MS, VIEW_TEXTS } from '@fitness/contracts';
import { LandingPage, UPLOAD_PHOTOS_FIRST_NOTICE_LINK, UPLOAD_PHOTOS_FIRST_NOTICE_TITLE } from '../landing-page';

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
    dispatchEvent: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

function renderLanding(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LandingPage />
    </MemoryRouter>,
  );
}

const headline = () => screen.getByRole('heading', { level: 1 });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the landing headline', () => {
  it('cycles through the 8 phrases every 2.5 s and wraps around', () => {
    mockReducedMotion(false);
    renderLanding();
    expect(headline()).toHaveTextContent(`How do I ${HEADLINE_PHRASES[0]}`);

    act(() => jest.advanceTimersByTime(TIMINGS_MS.headlinePhrase - 1));
    expect(headline()).toHaveTextContent(HEADLINE_PHRASES[0]);
    act(() => jest.advanceTimersByTime(1));
    expect(headline()).toHaveTextContent(HEADLINE_PHRASES[1]);

    act(() => jest.advanceTimersByTime(TIMINGS_MS.headlinePhrase * (HEADLINE_PHRASES.length - 1)));
    expect(headline()).toHaveTextContent(`How do I ${HEADLINE_PHRASES[0]}`);
  });

  it('shows the first phrase at once and fades in only the phrases that replace it', () => {
    mockReducedMotion(false);
    renderLanding();
    expect(screen.getByTestId('headline-phrase')).not.toHaveClass('landing__phrase--new');
    act(() => jest.advanceTimersByTime(TIMINGS_MS.headlinePhrase));
    expect(screen.getByTestId('headline-phrase')).toHaveClass('landing__phrase--new');
    // Back to the first phrase after a full turn: this time it replaces another, so it fades in too.
    act(() => jest.advanceTimersByTime(TIMINGS_MS.headlinePhrase * (HEADLINE_PHRASES.length - 1)));
    expect(screen.getByTestId('headline-phrase')).toHaveTextContent(HEADLINE_PHRASES[0]);
    expect(screen.getByTestId('headline-phrase')).toHaveClass('landing__phrase--new');
  });

  it('stays on the first phrase when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    renderLanding();
    act(() => jest.advanceTimersByTime(TIMINGS_MS.headlinePhrase * 3));
    expect(headline()).toHaveTextContent(`How do I ${HEADLINE_PHRASES[0]}`);
  });
});

describe('the landing content', () => {
  it('shows the swipe hint and the privacy line, and no notice without a message', () => {
    mockReducedMotion(false);
    renderLanding();
    expect(screen.getByText(VIEW_TEXTS.swipeHint)).toBeInTheDocument();
    expect(screen.getByText(VIEW_TEXTS.photosPrivacy)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: UPLOAD_PHOTOS_FIRST_NOTICE_TITLE })).not.toBeInTheDocument();
  });

  it('explains that an analysis is needed first when redirected with message=upload-photos-first', () => {
    mockReducedMotion(false);
    renderLanding('/?message=upload-photos-first');
    expect(screen.getByRole('heading', { name: UPLOAD_PHOTOS_FIRST_NOTICE_TITLE })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UPLOAD_PHOTOS_FIRST_NOTICE_LINK })).toHaveAttribute(
      'href',
      '/free-analysis',
    );
  });

  it('ignores an unknown message', () => {
    mockReducedMotion(false);
    renderLanding('/?message=something-else');
    expect(screen.queryByRole('heading', { name: UPLOAD_PHOTOS_FIRST_NOTICE_TITLE })).not.toBeInTheDocument();
  });
});

describe('the pricing section', () => {
  it('says what the photos go through: kept only until measured, then deleted', () => {
    mockReducedMotion(false);
    renderLanding();
    expect(
      screen.getByText('Private & secure — your photos are kept only until they are measured, then deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/never stored/)).not.toBeInTheDocument();
  });

  it('shows what each product costs and gives, leading to the free analysis or to coaching', () => {
    mockReducedMotion(false);
    renderLanding();
    const section = screen.getByRole('region', { name: PRICING_TEXTS.heading });
    expect(section).toHaveAttribute('id', 'pricing');
    const offers = within(section)
      .getAllByRole('listitem')
      .map((item) => ({
        title: within(item).getByRole('heading', { level: 3 }).textContent,
        price: item.querySelector('.pricing__price')?.textContent,
        href: within(item).getByRole('link').getAttribute('href'),
      }));
    expect(offers).toEqual([
      { title: 'Free analysis', price: '$0', href: '/free-analysis' },
      { title: 'AI plan', price: '$5', href: '/free-analysis' },
      { title: 'Expert plan', price: '$20', href: '/free-analysis' },
      { title: '1:1 coaching', price: '$100/hour', href: '/coaching' },
    ]);
    for (const offer of Object.values(PRICING_TEXTS.offers))
      expect(within(section).getByText(offer.text)).toBeInTheDocument();
  });
});
