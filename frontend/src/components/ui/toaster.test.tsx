import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, resetToastsForTests, toast, TOAST_LIMIT } from '../../hooks/use-toast.ts';
import { renderWithProviders } from '../../test/render.tsx';

/** The toaster loads after the first paint (app/providers.tsx): wait for its region. */
async function renderToaster() {
  renderWithProviders(<div />);
  await screen.findByRole('region', { name: /notifications/i });
}

describe('toasts', () => {
  afterEach(() => act(() => resetToastsForTests()));

  it('shows at most 3 toasts, newest first', async () => {
    await renderToaster();
    act(() => {
      for (let i = 1; i <= 5; i++) toast({ title: `Toast ${i}` });
    });
    expect(TOAST_LIMIT).toBe(3);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    expect(screen.getByText('Toast 5')).toBeInTheDocument();
    expect(screen.getAllByText(/Toast \d/)).toHaveLength(3);
  });

  it('removes a dismissed toast 5000 ms later', async () => {
    await renderToaster();
    vi.useFakeTimers();
    let handle: ReturnType<typeof toast>;
    act(() => {
      handle = toast({ title: 'Welcome back!', variant: 'destructive' });
    });
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    act(() => handle.dismiss());
    act(() => vi.advanceTimersByTime(4999));
    expect(currentToasts()).toMatchObject([{ title: 'Welcome back!', open: false }]);
    act(() => vi.advanceTimersByTime(1));
    expect(currentToasts()).toEqual([]);
    vi.useRealTimers();
  });
});
