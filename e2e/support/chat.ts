import type { Locator, Page, Response } from 'playwright-core';

/** The conversation as a screen reader meets it: a log of 'You said' / 'Luna said' items. */
export function conversationLog(page: Page): Locator {
  return page.getByRole('log', { name: 'Conversation' });
}

/** Luna's replies in the open conversation (nested Markdown list items carry no 'Luna said:'). */
export function aiMessages(page: Page): Locator {
  return conversationLog(page).getByRole('listitem').filter({ hasText: 'Luna said:' });
}

export function userMessages(page: Page): Locator {
  return conversationLog(page).getByRole('listitem').filter({ hasText: 'You said:' });
}

/** The message box: its accessible name stays put while the placeholder changes during a reply. */
export function chatInput(page: Page): Locator {
  return page.getByLabel('Message Luna');
}

/** Types a message and presses the 'Send message' button; resolves with the server's answer to POST /api/chat. */
export async function sendMessage(page: Page, text: string): Promise<Response> {
  await chatInput(page).fill(text);
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/chat');
  await page.getByRole('button', { name: 'Send message' }).click();
  return answered;
}

/** Sends a message and waits until Luna's reply to it is complete; returns the reply's text. */
export async function sendAndAwaitReply(page: Page, text: string): Promise<string> {
  const before = await aiMessages(page).count();
  const res = await sendMessage(page, text);
  if (res.status() !== 200) throw new Error(`POST /api/chat answered ${res.status()} for "${text}"`);
  const reply = aiMessages(page).nth(before);
  await reply.waitFor({ timeout: 30_000 });
  // The log is busy from sending until the reply is complete.
  await page.locator('[role="log"][aria-busy="false"]').waitFor({ timeout: 30_000 });
  return (await reply.innerText()).trim();
}

/** Sends a message the server refuses (a quota): no reply comes, and the text returns to the box. */
export async function sendRefused(page: Page, text: string): Promise<number> {
  const before = await aiMessages(page).count();
  const res = await sendMessage(page, text);
  await page.waitForFunction(
    (typed) => {
      const box = document.querySelector<HTMLTextAreaElement>('#chat-input');
      return !!box && !box.disabled && box.value === typed;
    },
    text,
    { timeout: 15_000 },
  );
  const after = await aiMessages(page).count();
  if (after !== before) throw new Error(`a reply appeared for a refused message (${before} -> ${after})`);
  return res.status();
}

/** Acknowledges the first-use AI notice, as a person does before chatting. */
export async function acknowledgeAiNotice(page: Page) {
  const button = page.getByRole('button', { name: 'I understand' });
  if (await button.isVisible().catch(() => false)) await button.click();
}

/**
 * Whether the end of Luna's newest reply can be seen: inside the viewport and not covered by
 * anything (the sticky input bar, a notice). Checked at the reply's last line.
 */
export async function newestReplyEndVisible(page: Page, settleMs = 1500): Promise<boolean> {
  const deadline = Date.now() + settleMs;
  // A smooth scroll may still be under way: look again until it settles.
  for (;;) {
    if (await replyEndUncovered(page)) return true;
    if (Date.now() > deadline) return false;
    await page.waitForTimeout(100);
  }
}

async function replyEndUncovered(page: Page): Promise<boolean> {
  const last = aiMessages(page).last();
  return last.evaluate((li) => {
    const box = li.getBoundingClientRect();
    const x = box.left + Math.min(40, box.width / 2);
    const y = box.bottom - 8;
    if (y < 0 || y > window.innerHeight) return false;
    const top = document.elementFromPoint(x, y);
    return !!top && li.contains(top);
  });
}
