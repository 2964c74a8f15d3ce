import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { ToastViewport } from '@fitness/ui';
import { createAppStore } from '../../../store/store';
import { FreeAnalysisPage } from '../free-analysis-page';

/** Where the page redirects after the analysis: shows which user it was sent to. */
function RedirectTarget() {
  const { userId } = useParams();
  return <h1>Results of {userId}</h1>;
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * Computed style from inline styles and attributes only. jsdom resolves every antd CSS-in-JS rule on each call,
 * which makes role queries (they check visibility) take seconds on this page; what hides elements here is inline
 * (`display: none` on closed dialogs) or the `hidden` attribute, which Testing Library checks itself. It also
 * avoids the errors jsdom raises for the pseudo-element styles antd's Modal asks for.
 */
export function computeStylesFromInlineOnly() {
  jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => (element as HTMLElement).style);
}

/** The page at /free-analysis with a fresh store, the results route it redirects to, and the toast viewport. */
export function renderFreeAnalysis(options: Parameters<typeof userEvent.setup>[0] = {}) {
  // Gallery files are refused by the page itself, not by the input's accept filter.
  const user = userEvent.setup({ applyAccept: false, ...options });
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/free-analysis']}>
        <Routes>
          <Route path="/free-analysis" element={<FreeAnalysisPage />} />
          <Route path="/analysis/:userId" element={<RedirectTarget />} />
        </Routes>
      </MemoryRouter>
      <ToastViewport />
    </Provider>,
  );
  return { user };
}

export function photoZone(name: 'Front Photo' | 'Side Photo'): HTMLElement {
  return screen.getByRole('group', { name });
}

export function imageFile(name = 'me.jpg', type = 'image/jpeg'): File {
  return new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type });
}

/** Opens the zone's dialog and picks `file` from the gallery. */
export async function chooseFromGallery(user: User, zone: 'Front Photo' | 'Side Photo', file: File) {
  await user.click(within(photoZone(zone)).getByRole('button', { name: /Photo$/ }));
  const dialog = await screen.findByRole('dialog', {
    name: zone === 'Front Photo' ? 'Add Front Photo' : 'Add Side Photo',
  });
  await user.upload(within(dialog).getByLabelText('Choose from Gallery'), file);
}

/** The visible toast's text (title and description). */
export async function findToast(title: string, description: string) {
  const region = screen.getByRole('region', { name: /Notifications/ });
  return within(region)
    .findByText(description, {}, { timeout: 3000 })
    .then((element) => {
      expect(within(region).getByText(title)).toBeInTheDocument();
      return element;
    });
}

export async function uploadBoth(user: User) {
  await chooseFromGallery(user, 'Front Photo', imageFile('front.jpg'));
  await within(photoZone('Front Photo')).findByRole('button', { name: 'Replace Photo' });
  await chooseFromGallery(user, 'Side Photo', imageFile('side.png', 'image/png'));
  await within(photoZone('Side Photo')).findByRole('button', { name: 'Replace Photo' });
}
