import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { login, newPerson, register } from '../support/accounts.ts';
import { screen } from '../support/screens.ts';
import { launchBrowser, newJourney, type Journey } from '../support/browser.ts';
import {
  acknowledgeAiNotice,
  aiMessages,
  chatInput,
  conversationLog,
  newestReplyEndVisible,
  sendAndAwaitReply,
  sendMessage,
  sendRefused,
  userMessages,
} from '../support/chat.ts';
import { observeReplyGrowth } from '../support/streaming.ts';

const SIGNUP_PROMPT = 'Please sign up to keep chatting. It is free and takes a minute.';
const UPGRADE_PROMPT = "You've used your 4 free messages for today. Upgrade to Pro for unlimited conversations.";
const CRISIS_NOTICE = 'Mental Health Crisis Notice';

/** Console noise a person never sees: the refused (402) chat calls show up as failed requests. */
function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/status of 402/.test(e));
}

describe('chatting with Luna, as a person meets it', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('a visitor gets one reply, then the sign-up prompt; a second message is refused by the server', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    const box = chatInput(j.page);
    await box.waitFor();
    expect(await box.getAttribute('placeholder')).toBe('Ask anything...');
    // The spec's title 'Send message' is the button's name and its tooltip (a Radix tooltip, not a
    // native title, so the two never show at once; issue 13).
    // The tooltip loads just after the first paint (frontend/src/components/ui/tooltip.tsx): Radix
    // marks its trigger with data-state once it is there.
    const send = j.page.getByRole('button', { name: 'Send message' });
    await j.page.locator('button[aria-label="Send message"][data-state]').waitFor();
    await send.hover();
    expect(await j.page.getByRole('tooltip').innerText()).toBe('Send message');
    await screen(j.page, 'chat-1-visitor-home');
    await acknowledgeAiNotice(j.page);

    const reply = await sendAndAwaitReply(j.page, 'I had a really long day and I feel drained.');
    expect(reply.length).toBeGreaterThan(20);
    await j.page.getByText(SIGNUP_PROMPT).waitFor();
    await screen(j.page, 'chat-1-visitor-replied-then-signup-prompt');

    const second = 'Can I tell you a bit more about it?';
    expect(await sendRefused(j.page, second)).toBe(402);
    expect(await aiMessages(j.page).count()).toBe(1);
    expect(await userMessages(j.page).count()).toBe(1);
    await j.page.getByText(SIGNUP_PROMPT).waitFor();
    await screen(j.page, 'chat-1-visitor-second-message-refused');

    // The prompt's Sign Up opens the registration modal.
    await j.page.getByText(SIGNUP_PROMPT).locator('xpath=../..').getByRole('button', { name: 'Sign Up' }).click();
    await j.page.getByRole('dialog', { name: 'Join Luna' }).waitFor();
    await screen(j.page, 'chat-1-visitor-signup-modal');
    expect(unexpected(j.errors)).toEqual([]);
    await j.context.close();
  });

  it('a visitor past their one message who writes with a weak risk signal gets a warm check-in naming 988, not the wall (issue 8)', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await chatInput(j.page).waitFor();
    await acknowledgeAiNotice(j.page);
    await sendAndAwaitReply(j.page, 'What is a nice tea to drink in the evening?');
    await j.page.getByText(SIGNUP_PROMPT).waitFor();
    const res = await sendMessage(j.page, "I can't stop crying tonight and I feel so alone.");
    expect(res.status()).toBe(200);
    const reply = aiMessages(j.page).nth(1);
    await reply.waitFor();
    await j.page.locator('[role="log"][aria-busy="false"]').waitFor();
    expect(await reply.innerText()).toContain('988');
    await screen(j.page, 'chat-1-visitor-check-in-past-the-limit');
    expect(unexpected(j.errors)).toEqual([]);
    await j.context.close();
  });

  describe('a free user, one day', () => {
    let j: Journey;
    const person = newPerson('chat');
    const firstMessage = 'Work has been overwhelming this week and I cannot switch off.';
    afterAll(async () => j?.context.close());

    it('sees what is left today, gets 4 replies, and meets the upgrade prompt on the 5th without losing the text', async () => {
      j = await newJourney(browser, baseUrl);
      await j.page.goto('/');
      await register(j.page, person);
      await acknowledgeAiNotice(j.page);
      await j.page.getByText('4 of 4 free messages left today').waitFor();
      await screen(j.page, 'chat-2-free-user-4-left');

      const messages = [
        firstMessage,
        'Work has been busy, and I want to plan a quieter weekend.',
        'I am thinking of starting a new hobby, maybe painting.',
        'Thank you, it helps to put it into words.',
      ];
      for (const [i, text] of messages.entries()) {
        const reply = await sendAndAwaitReply(j.page, text);
        expect(reply.length).toBeGreaterThan(20);
        expect(await aiMessages(j.page).count()).toBe(i + 1);
        if (i < 3) await j.page.getByText(`${3 - i} of 4 free messages left today`).waitFor();
        // The view follows the conversation: the end of the new reply is on screen, not under the input bar.
        expect.soft(await newestReplyEndVisible(j.page), `reply ${i + 1} is hidden (scrolled away or under the input bar)`).toBe(true);
        await screen(j.page, `chat-2-free-user-reply-${i + 1}`);
      }
      await j.page.getByText(UPGRADE_PROMPT).waitFor();

      // Plainly ordinary: a message with even a weak risk signal gets a check-in, never the wall
      // (issue 8), and the classifier reads "one more thing..." as one.
      const fifth = 'I also wanted to tell you about the painting class I found.';
      expect(await sendRefused(j.page, fifth)).toBe(402);
      expect(await chatInput(j.page).inputValue()).toBe(fifth);
      expect(await aiMessages(j.page).count()).toBe(4);
      await j.page.getByText(UPGRADE_PROMPT).waitFor();
      await j.page.getByRole('button', { name: 'Upgrade', exact: true }).waitFor();
      await screen(j.page, 'chat-2-free-user-upgrade-prompt');
      expect(unexpected(j.errors)).toEqual([]);
    });

    it('past the limit, a message in crisis still gets the crisis resources and the crisis notice', async () => {
      const res = await sendMessage(j.page, 'I want to kill myself tonight. I have nothing left.');
      expect(res.status()).toBe(200);
      // The notice opens by itself as soon as the server flags the message.
      const notice = j.page.getByRole('dialog', { name: CRISIS_NOTICE });
      await notice.waitFor();
      for (const name of ['Call 988', 'Text HOME to 741741', 'Call 911']) await notice.getByRole('link', { name }).waitFor();
      await j.page.locator('[role="log"][aria-busy="false"]').waitFor();
      await screen(j.page, 'chat-3-crisis-notice');
      await notice.getByRole('button', { name: 'Close' }).last().click();
      await notice.waitFor({ state: 'detached' });
      const reply = aiMessages(j.page).nth(4);
      await reply.waitFor();
      const text = await reply.innerText();
      for (const resource of ['988', '741741', '911']) expect(text).toContain(resource);
      await screen(j.page, 'chat-3-crisis-reply');

      // The crisis note beside the input opens the same notice at any time.
      await j.page.getByRole('button', { name: 'Mental Health Crisis note' }).last().click();
      await j.page.getByRole('dialog', { name: CRISIS_NOTICE }).waitFor();
      await j.page.keyboard.press('Escape');
      await j.page.getByRole('dialog', { name: CRISIS_NOTICE }).waitFor({ state: 'detached' });
      expect(unexpected(j.errors)).toEqual([]);
    });

    it('finds the conversation again after a reload, and from another browser', async () => {
      await j.page.reload();
      await conversationLog(j.page).waitFor();
      await j.page.getByText(firstMessage).first().waitFor();
      expect(await userMessages(j.page).count()).toBe(5);
      expect(await aiMessages(j.page).count()).toBe(5);
      const history = j.page.getByRole('navigation', { name: 'Past conversations' });
      const entry = history.getByRole('button', { name: /^Work has been/ });
      await entry.waitFor();
      expect(await history.getByRole('button', { name: /^Options for / }).count()).toBe(1);
      await screen(j.page, 'chat-4-history-after-reload');

      // Another browser has no local copy: the conversation comes from the server.
      const other = await newJourney(browser, baseUrl);
      await other.page.goto('/');
      await login(other.page, person.email, person.password);
      const otherHistory = other.page.getByRole('navigation', { name: 'Past conversations' });
      await otherHistory.getByRole('button', { name: /^Work has been/ }).click();
      await other.page.getByText(firstMessage).first().waitFor();
      await aiMessages(other.page).nth(4).waitFor();
      expect(await userMessages(other.page).count()).toBe(5);
      await screen(other.page, 'chat-4-history-other-browser');
      expect(unexpected(other.errors)).toEqual([]);
      await other.context.close();
    });
  });

  it("shows Luna's reply growing word by word before it is complete", async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await register(j.page, newPerson('stream'));
    await acknowledgeAiNotice(j.page);
    const growth = await observeReplyGrowth(j.page, 'Lately I feel lonely in the evenings after work, and I do not know why.');
    await screen(j.page, 'chat-5-streamed-reply');
    expect(growth.final).toBeGreaterThan(0);
    const partial = [...new Set(growth.partial.filter((n) => n > 0 && n < growth.final))];
    expect(partial.length, `lengths seen while streaming: ${growth.partial.join(',')} (final ${growth.final})`).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < growth.partial.length; i++) expect(growth.partial[i]).toBeGreaterThanOrEqual(growth.partial[i - 1]!);
    expect(unexpected(j.errors)).toEqual([]);
    await j.context.close();
  });
});
