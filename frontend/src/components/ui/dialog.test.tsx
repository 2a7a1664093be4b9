import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog.tsx';
import { loadRadixDialog, resetRadixDialogForTests } from './use-radix-dialog.ts';

const failingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Radix marks its content with data-state; the plain modal (./plain-modal.tsx) has none. */
const isRadix = (dialog: HTMLElement) => dialog.hasAttribute('data-state');

function NoteDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Write a note</button>
      <Dialog open={open} onOpenChange={setOpen} title="A note" description="Just for you.">
        <label>
          Note
          <input />
        </label>
        <button>Save</button>
      </Dialog>
    </>
  );
}

afterEach(async () => {
  resetRadixDialogForTests();
  await loadRadixDialog();
});

describe("a dialog when Radix's dialog chunk is not there", () => {
  it('keeps focus inside, Tab wrapping, and gives it back on close', async () => {
    resetRadixDialogForTests(failingChunk);
    await loadRadixDialog();
    render(<NoteDialog />);
    const opener = screen.getByRole('button', { name: 'Write a note' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'A note' });
    expect(dialog).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('a press outside the panel closes it', async () => {
    resetRadixDialogForTests(failingChunk);
    await loadRadixDialog();
    render(<NoteDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Write a note' }));
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the chunk arriving mid-opening does not remount what is typed; the next opening is Radix', async () => {
    let arrive!: () => void;
    resetRadixDialogForTests(() => new Promise((resolve) => (arrive = () => resolve(import('./radix-dialog.ts')))));
    void loadRadixDialog();
    render(<NoteDialog />);
    await userEvent.click(screen.getByRole('button', { name: 'Write a note' }));
    const plain = screen.getByRole('dialog', { name: 'A note' });
    expect(isRadix(plain)).toBe(false);
    await userEvent.type(within(plain).getByRole('textbox', { name: 'Note' }), 'tired but ok');

    await act(async () => {
      arrive();
      await loadRadixDialog();
    });
    expect(screen.getByRole('dialog', { name: 'A note' })).toBe(plain);
    expect(within(plain).getByRole('textbox', { name: 'Note' })).toHaveValue('tired but ok');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Write a note' }));
    expect(isRadix(await screen.findByRole('dialog', { name: 'A note' }))).toBe(true);
  });

  it('a failed chunk is asked for again when a dialog next opens', async () => {
    const load = vi.fn(failingChunk);
    resetRadixDialogForTests(load);
    await loadRadixDialog();
    render(<NoteDialog />);
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Write a note' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
