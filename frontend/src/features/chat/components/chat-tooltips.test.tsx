import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acknowledgeDisclosure, renderChat, resetChatTestState } from '../test/chat-test-utils.tsx';

beforeEach(acknowledgeDisclosure);
afterEach(resetChatTestState);

/** Issue 13: the Tooltip provider was configured but no control used a tooltip. */
describe('icon buttons have tooltips', () => {
  it.each(['Attach file (sign up to attach files)', 'Record voice message'])('hovering the button shows "%s"', async (text) => {
    const user = userEvent.setup();
    renderChat();
    const name = text.startsWith('Attach') ? 'Attach file' : text;
    await user.hover(screen.getByRole('button', { name }));
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
