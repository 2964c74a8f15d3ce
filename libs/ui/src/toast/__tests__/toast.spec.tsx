import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMINGS_MS, TOAST_SWIPE_THRESHOLD_PX } from '@fitness/contracts';
import { ToastProvider } from '../toast-provider';
import { resetToasts, toast } from '../toast-store';

function renderViewport() {
  return render(
    <ToastProvider>
      <main>page</main>
    </ToastProvider>,
  );
}

const visibleToasts = () => [...screen.queryAllByRole('status'), ...screen.queryAllByRole('alert')];

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  act(() => resetToasts());
  jest.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a new toast replaces the visible one', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Photo Uploaded', description: 'Front photo uploaded successfully!' });
    });
    act(() => {
      toast({
        title: 'Upload Error',
        description: 'Failed to upload photo. Please try again.',
        variant: 'destructive',
      });
    });
    expect(visibleToasts()).toHaveLength(1);
    expect(screen.getByText('Upload Error')).toBeInTheDocument();
    expect(screen.queryByText('Photo Uploaded')).not.toBeInTheDocument();
  });

  it('announces default toasts politely and destructive ones as alerts', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Interest registered!' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Interest registered!');
    act(() => {
      toast({ title: 'Payment Error', variant: 'destructive' });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Payment Error');
  });

  it('closes when the labelled close control is pressed', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Error', description: 'Failed to process your analysis. Please try again.' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(visibleToasts()).toHaveLength(0);
  });

  it('hides itself after the default 5000 ms', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Success!' });
    });
    act(() => jest.advanceTimersByTime(TIMINGS_MS.toastDuration - 1));
    expect(screen.getByText('Success!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Success!')).not.toBeInTheDocument();
  });

  it('honours a custom duration and keeps the toast while the pointer rests on it', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Reading this', duration: 1000 });
    });
    fireEvent.pointerEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByText('Reading this')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Reading this')).not.toBeInTheDocument();
  });

  it('is dismissed by a rightward swipe of at least 50 px, and snaps back after a shorter or leftward one', () => {
    renderViewport();
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByRole('status');

    const swipe = (fromX: number, toX: number) => {
      fireEvent.pointerDown(item, { button: 0, clientX: fromX, pointerId: 1 });
      fireEvent.pointerMove(item, { clientX: toX, pointerId: 1 });
      fireEvent.pointerUp(item, { clientX: toX, pointerId: 1 });
    };

    swipe(100, 100 + TOAST_SWIPE_THRESHOLD_PX - 1);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    swipe(200, 100);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    swipe(100, 100 + TOAST_SWIPE_THRESHOLD_PX);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('runs the optional action and then closes', () => {
    renderViewport();
    const onUndo = jest.fn();
    act(() => {
      toast({ title: 'Saved', action: { label: 'Undo', onClick: onUndo } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(visibleToasts()).toHaveLength(0);
  });

  it('moves focus to the notifications region when F8 is pressed', () => {
    renderViewport();
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toHaveAttribute('aria-live', 'polite');
    fireEvent.keyDown(document, { key: 'F8' });
    expect(region).toHaveFocus();
  });

  it('shows a toast raised before the viewport mounted (e.g. from a remote loaded earlier)', () => {
    act(() => {
      toast({ title: 'Early bird' });
    });
    renderViewport();
    expect(screen.getByText('Early bird')).toBeInTheDocument();
  });
});
