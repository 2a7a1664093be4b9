import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegionBoundary, regionTexts } from '../components/safety/region-boundary.tsx';
import { loadRadixDialog, resetRadixDialogForTests } from '../components/ui/use-radix-dialog.ts';
import { closeDialog, openDialog } from '../lib/dialog-store.ts';
import { resetTelemetryForTests } from '../lib/telemetry.ts';
import { renderWithProviders } from '../test/render.tsx';
import { AppDialogs } from './app-dialogs.tsx';

// The login modal crashes as it renders, to show a failing dialog leaves the page and help working.
vi.mock('../features/accounts/components/login-modal.tsx', () => ({
  LoginModal: () => {
    throw new Error('login modal failed');
  },
}));

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count}</button>;
}

function expectCrisisResources(region: HTMLElement) {
  expect(within(region).getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
  expect(within(region).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741?&body=HOME');
  expect(within(region).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
}

beforeEach(() => {
  // React reports an error a boundary caught with console.error; here it is expected.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  act(() => closeDialog());
  resetTelemetryForTests();
  resetRadixDialogForTests();
  await loadRadixDialog();
});

/** Radix marks its content with data-state; the plain modal has none. */
const isRadix = (dialog: HTMLElement) => dialog.hasAttribute('data-state');
const failingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('the dialogs region', () => {
  it('a crashing dialog shows the resources in a dialog; the page and the crisis notice keep working', async () => {
    renderWithProviders(
      <>
        <RegionBoundary region="chat">
          <Counter />
        </RegionBoundary>
        <AppDialogs />
      </>,
    );
    act(() => openDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: regionTexts.title });
    expectCrisisResources(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: regionTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0' }));
    expect(screen.getByRole('button', { name: 'Pressed 1' })).toBeInTheDocument();

    act(() => openDialog('crisis'));
    expect(await screen.findByRole('dialog', { name: 'Mental Health Crisis Notice' })).toBeInTheDocument();
  });
});

describe("help without Radix's dialog chunk (it failed to load)", () => {
  it('the crisis notice opens at once with the resources when the chunk failed, and Escape closes it', async () => {
    resetRadixDialogForTests(failingChunk);
    await loadRadixDialog();
    renderWithProviders(<AppDialogs />);
    act(() => openDialog('crisis'));
    const notice = screen.getByRole('dialog', { name: 'Mental Health Crisis Notice' });
    expect(isRadix(notice)).toBe(false);
    expect(notice).toHaveAttribute('aria-modal', 'true');
    expect(notice).toHaveAccessibleDescription(/If you are in crisis/);
    expectCrisisResources(notice);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a crashed modal's fallback carries the resources in plain HTML too", async () => {
    resetRadixDialogForTests(failingChunk);
    await loadRadixDialog();
    renderWithProviders(<AppDialogs />);
    act(() => openDialog('login'));
    const dialog = await screen.findByRole('dialog', { name: regionTexts.title });
    expect(isRadix(dialog)).toBe(false);
    expectCrisisResources(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: regionTexts.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
