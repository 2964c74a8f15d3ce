import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ROUTES, VIEW_TEXTS } from '@fitness/contracts';
import { RemotePageRoutes } from '../remote-page-routes';

const PAGES = {
  [ROUTES.coaching]: () => <h1>Coaching page</h1>,
  [ROUTES.comingSoon]: () => <h1>Coming soon page</h1>,
};

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RemotePageRoutes remote="coaching" pages={PAGES} />
    </MemoryRouter>,
  );
}

describe('RemotePageRoutes', () => {
  it("renders the page the route table gives the remote for the address", () => {
    renderAt('/coaching');
    expect(screen.getByRole('heading', { name: 'Coaching page' })).toBeInTheDocument();
  });

  it('shows the not-found view for an address the remote does not own', () => {
    renderAt('/checkout');
    expect(screen.queryByRole('heading', { name: /page$/ })).not.toBeInTheDocument();
    expect(screen.getByText(VIEW_TEXTS.notFound.title)).toBeInTheDocument();
  });
});
