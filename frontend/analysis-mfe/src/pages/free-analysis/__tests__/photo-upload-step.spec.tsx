import { screen, waitFor, within } from '@testing-library/react';
import { PHOTO_MAX_BYTES } from '@fitness/contracts';
import { dismissToast } from '@fitness/ui';
import { deferred, type FakeResponse } from '@fitness/api-client/testing';
import { installFakeApi } from './free-analysis-api';
import {
  chooseFromGallery,
  findToast,
  computeStylesFromInlineOnly,
  imageFile,
  photoZone,
  renderFreeAnalysis,
  uploadBoth,
} from './render-page';

let previews = 0;
beforeEach(() => {
  computeStylesFromInlineOnly();
  previews = 0;
  URL.createObjectURL = jest.fn(() => `blob:preview-${++previews}`);
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => dismissToast());

describe('free analysis, step 1: photos', () => {
  it('uploads a gallery photo to a fresh signed address, previews it and offers to replace it', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    const file = imageFile('front.jpg');

    await chooseFromGallery(user, 'Front Photo', file);

    await findToast('Photo Uploaded', 'Front photo uploaded successfully!');
    const zone = photoZone('Front Photo');
    expect(within(zone).getByRole('button', { name: 'Replace Photo' })).toBeEnabled();
    expect(within(zone).getByRole('img', { name: 'Your front photo' })).toHaveAttribute('src', 'blob:preview-1');
    expect(api.callsTo('POST /api/photos/upload')).toHaveLength(1);
    const [put] = api.callsTo('PUT /api/photos/uploads/*');
    expect(put!.url).toMatch(/^\/api\/photos\/uploads\/[0-9a-f-]+\?expires=\d+&signature=\w+$/);
    expect(put!.init).toEqual(
      expect.objectContaining({
        body: file,
        // The size range a bucket's signed address requires; our own upload address ignores it.
        headers: { 'Content-Type': 'image/jpeg', 'x-goog-content-length-range': '0,10485760' },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The other slot is untouched.
    expect(within(photoZone('Side Photo')).getByRole('button', { name: 'Add Photo' })).toBeEnabled();
  });

  it('names the slot in the dialog title', async () => {
    installFakeApi();
    const { user } = renderFreeAnalysis();
    await user.click(within(photoZone('Side Photo')).getByRole('button', { name: 'Add Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Side Photo' });
    expect(within(dialog).getByRole('button', { name: 'Choose from Gallery' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take Photo' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Choose from Gallery')).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByLabelText('Take Photo')).toHaveAttribute('capture', 'environment');
  });

  it('refuses a gallery file that is not an image, keeping the dialog open and uploading nothing', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();

    await chooseFromGallery(user, 'Front Photo', new File(['hello'], 'notes.txt', { type: 'text/plain' }));

    await findToast('Invalid File', 'Please select an image file.');
    expect(screen.getByRole('dialog', { name: 'Add Front Photo' })).toBeVisible();
    expect(api.calls).toHaveLength(0);
    expect(within(photoZone('Front Photo')).getByRole('button', { name: 'Add Photo' })).toBeEnabled();
  });

  it('refuses a gallery image over 10 MB but takes one of exactly 10 MB', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    const tooLarge = imageFile('huge.jpg');
    Object.defineProperty(tooLarge, 'size', { value: PHOTO_MAX_BYTES + 1 });

    await chooseFromGallery(user, 'Side Photo', tooLarge);
    await findToast('File Too Large', 'Please select an image smaller than 10MB.');
    expect(api.calls).toHaveLength(0);

    const atLimit = imageFile('big.jpg');
    Object.defineProperty(atLimit, 'size', { value: PHOTO_MAX_BYTES });
    await user.upload(screen.getByLabelText('Choose from Gallery'), atLimit);
    await findToast('Photo Uploaded', 'Side photo uploaded successfully!');
  });

  it('does not check a file taken with the camera (spec §5: gallery only)', async () => {
    const api = installFakeApi();
    const { user } = renderFreeAnalysis();
    await user.click(within(photoZone('Front Photo')).getByRole('button', { name: 'Add Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Front Photo' });

    await user.upload(within(dialog).getByLabelText('Take Photo'), new File(['raw'], 'capture', { type: '' }));

    await findToast('Photo Uploaded', 'Front photo uploaded successfully!');
    expect(api.callsTo('PUT /api/photos/uploads/*')).toHaveLength(1);
  });

  it("shows 'Uploading...' on a disabled button while the photo is sent", async () => {
    const held = deferred<FakeResponse>();
    installFakeApi({ 'PUT /api/photos/uploads/*': () => held.promise });
    const { user } = renderFreeAnalysis();

    await chooseFromGallery(user, 'Front Photo', imageFile());

    const zone = photoZone('Front Photo');
    expect(await within(zone).findByRole('button', { name: /Uploading\.\.\./ })).toBeDisabled();
    expect(zone).toHaveAttribute('aria-busy', 'true');
    held.resolve({ status: 204 });
    expect(await within(zone).findByRole('button', { name: 'Replace Photo' })).toBeEnabled();
  });

  it('after a failed upload shows the upload error, leaves the uploading state and succeeds on retry', async () => {
    let attempts = 0;
    const api = installFakeApi({
      'PUT /api/photos/uploads/*': () => ({ status: (attempts += 1) === 1 ? 500 : 204 }),
    });
    const { user } = renderFreeAnalysis();
    const file = imageFile('front.jpg');

    await chooseFromGallery(user, 'Front Photo', file);
    await findToast('Upload Error', 'Failed to upload photo. Please try again.');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload Error');
    const zone = photoZone('Front Photo');
    expect(within(zone).getByRole('button', { name: 'Add Photo' })).toBeEnabled();
    expect(within(zone).queryByRole('img', { name: 'Your front photo' })).not.toBeInTheDocument();

    // The same file again: a new address is asked for, since each one takes a single upload.
    await chooseFromGallery(user, 'Front Photo', file);
    await findToast('Photo Uploaded', 'Front photo uploaded successfully!');
    expect(within(zone).getByRole('button', { name: 'Replace Photo' })).toBeEnabled();
    const addresses = api.callsTo('PUT /api/photos/uploads/*').map((request) => request.url);
    expect(addresses).toHaveLength(2);
    expect(addresses[0]).not.toBe(addresses[1]);
  });

  it('treats a refused address request as an upload failure', async () => {
    const api = installFakeApi({
      'POST /api/photos/upload': () => ({ status: 503, body: { code: 'SERVICE_UNAVAILABLE' } }),
    });
    const { user } = renderFreeAnalysis();

    await chooseFromGallery(user, 'Side Photo', imageFile());

    await findToast('Upload Error', 'Failed to upload photo. Please try again.');
    expect(api.callsTo('PUT /api/photos/uploads/*')).toHaveLength(0);
    expect(within(photoZone('Side Photo')).getByRole('button', { name: 'Add Photo' })).toBeEnabled();
  });

  it('keeps the earlier photo when a replacement fails', async () => {
    let attempts = 0;
    installFakeApi({ 'PUT /api/photos/uploads/*': () => ({ status: (attempts += 1) === 2 ? 413 : 204 }) });
    const { user } = renderFreeAnalysis();

    await chooseFromGallery(user, 'Front Photo', imageFile('first.jpg'));
    await findToast('Photo Uploaded', 'Front photo uploaded successfully!');
    await chooseFromGallery(user, 'Front Photo', imageFile('second.jpg'));
    await findToast('Upload Error', 'Failed to upload photo. Please try again.');

    const zone = photoZone('Front Photo');
    expect(within(zone).getByRole('button', { name: 'Replace Photo' })).toBeEnabled();
    expect(within(zone).getByRole('img', { name: 'Your front photo' })).toHaveAttribute('src', 'blob:preview-1');
  });

  it('offers to continue only once both photos are uploaded', async () => {
    installFakeApi();
    const { user } = renderFreeAnalysis();
    await chooseFromGallery(user, 'Front Photo', imageFile());
    await findToast('Photo Uploaded', 'Front photo uploaded successfully!');
    expect(screen.queryByText('Both photos uploaded! Ready to continue with your stats.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue to Questions' })).not.toBeInTheDocument();

    await chooseFromGallery(user, 'Side Photo', imageFile());

    expect(await screen.findByText('Both photos uploaded! Ready to continue with your stats.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Continue to Questions' })).toHaveLength(1);
  });

  it('on a phone shows a single continue button, fixed to the bottom of the screen', async () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(max-width: 767.98px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    installFakeApi();
    const { user } = renderFreeAnalysis();

    await uploadBoth(user);

    const buttons = await screen.findAllByRole('button', { name: 'Continue to Questions' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('.free-analysis__fixed-continue')).not.toBeNull();
  });
});
