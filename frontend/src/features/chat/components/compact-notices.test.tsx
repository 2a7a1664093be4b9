import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aiDisclosureFor } from '@luna/contracts';
import { renderWithProviders } from '../../../test/render.tsx';
import { renderChat, resetChatTestState } from '../test/chat-test-utils.tsx';
import { ReplyDisclosure } from './reply-disclosure.tsx';

afterEach(resetChatTestState);

const BANNER = "You're chatting with Luna, an AI companion — not a human or a licensed professional.";

/** Issue 13: on a phone the notices took half the screen; each is said once, and compactly. */
describe('compact notices', () => {
  it('says "an AI, not a human" once at first use, then as the conversation banner once acknowledged', async () => {
    const user = userEvent.setup();
    renderChat();
    const card = screen.getByRole('region', { name: 'About this chat' });
    expect(card).toHaveTextContent(BANNER);
    expect(screen.getAllByText((_, el) => el?.tagName === 'P' && el.textContent?.startsWith("You're chatting with Luna") === true)).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'I understand' }));
    expect(screen.getByText(BANNER)).toBeInTheDocument();
  });

  it("a reply's disclosure keeps its first sentence in sight and the rest one tap away", async () => {
    const user = userEvent.setup();
    const text = aiDisclosureFor('Luna');
    const { container } = renderWithProviders(<ReplyDisclosure text={text} />);
    const details = container.querySelector('details')!;
    expect(details.querySelector('summary')).toHaveTextContent('Luna is an AI, not a human or a licensed professional. More');
    expect(details).toHaveTextContent('call or text 988, or call 911 in an emergency.');
    expect(details.open).toBe(false);
    await user.click(within(details).getByText('More'));
    expect(details.open).toBe(true);
    // Wide screens: the whole text, as before.
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('the phone footer keeps the AI and minors notice on its one line', () => {
    renderChat();
    const summary = screen.getAllByRole('contentinfo')[0]!.querySelector('summary');
    expect(summary).toHaveTextContent('AI, not a human · May not be suitable for some minors · Details');
  });
});
