import { render, screen } from '@testing-library/react';
import { PAGE_LOADING_TEXT, PageLoadingView } from '../page-loading-view';

describe('PageLoadingView', () => {
  it('tells assistive technology that the page is loading, politely, with the spinner hidden from it', () => {
    const { container } = render(<PageLoadingView />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(PAGE_LOADING_TEXT);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(container.querySelector('.fitness-page-loading__spinner')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps its own class beside the one its host marks it with', () => {
    render(<PageLoadingView className="remote-mount__loading" />);
    expect(screen.getByRole('status')).toHaveClass('fitness-page-loading', 'remote-mount__loading');
  });
});
