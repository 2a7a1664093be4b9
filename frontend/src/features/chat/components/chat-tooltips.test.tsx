import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acknowledgeDisclosure, freeUser, proUser, renderChat, resetChatTestState } from '../test/chat-test-utils.tsx';
import { attachTitle } from './chat-input.tsx';

beforeEach(acknowledgeDisclosure);
afterEach(resetChatTestState);

/** Issue 13: the Tooltip provider was configured but no control used a tooltip. */
describe('icon buttons have tooltips', () => {
  it.each(['Attach file (sign up to attach files)', 'Record voice message'])('hovering the button shows "%s"', async (text) => {
    const user = userEvent.setup();
    renderChat();
    const name = text.startsWith('Attach') ? 'Attach file' : text;
    // The tooltip loads after the first paint (components/ui/tooltip.tsx): hover once it is there.
    const button = await waitFor(() => {
      const b = screen.getByRole('button', { name });
      expect(b).toHaveAttribute('data-state');
      return b;
    });
    await user.hover(button);
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 });
    expect(tooltip).toHaveTextContent(text);
  });

  it('keyboard focus shows the tooltip too, and it describes the button', async () => {
    const user = userEvent.setup();
    renderChat();
    await user.type(screen.getByRole('textbox', { name: 'Message Luna' }), 'hi');
    const send = screen.getByRole('button', { name: 'Send message' });
    await user.tab(); // from the text area: the microphone, then Send
    await user.tab();
    expect(send).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Send message');
    await waitFor(() => expect(send).toHaveAccessibleDescription('Send message'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

/** Issue 9: the attach button states the plan's allowance as the server enforces it (ADR 021). */
describe("the attach button's allowance", () => {
  it('says what each plan may attach, with the sizes the server checks', () => {
    expect(attachTitle(freeUser)).toBe('Attach file (free plan: text files, and one image a day up to 2.0 MB; Pro adds PDF and Word, up to 10.0 MB)');
    expect(attachTitle(proUser)).toBe('Attach file (images, PDF, Word and text files, up to 10.0 MB)');
    expect(attachTitle(null)).toBe('Attach file (sign up to attach files)');
  });
});
