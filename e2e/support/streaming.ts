import type { Page } from 'playwright-core';
import { sendMessage } from './chat.ts';

export interface ReplyGrowth {
  /** Text lengths of the new reply seen while the conversation was still busy, in order. */
  partial: number[];
  /** Its length once complete. */
  final: number;
}

/**
 * Sends a message and samples the text of Luna's new reply every 30 ms in the page until the
 * reply is complete, so a reply that arrives in one piece shows a single length.
 */
export async function observeReplyGrowth(page: Page, text: string): Promise<ReplyGrowth> {
  const sampling = page.evaluate(
    () =>
      new Promise<ReplyGrowth>((resolve, reject) => {
        const aiItems = () => Array.from(document.querySelectorAll('[role="log"] > li')).filter((li) => li.textContent?.includes('Luna said:'));
        const before = aiItems().length;
        const partial: number[] = [];
        const started = Date.now();
        const timer = setInterval(() => {
          const reply = aiItems()[before];
          const busy = document.querySelector('[role="log"]')?.getAttribute('aria-busy') === 'true';
          if (reply && !busy) {
            clearInterval(timer);
            resolve({ partial, final: reply.textContent?.length ?? 0 });
          } else if (reply) {
            partial.push(reply.textContent?.length ?? 0);
          } else if (Date.now() - started > 30_000) {
            clearInterval(timer);
            reject(new Error('no reply within 30 s'));
          }
        }, 30);
      }),
  );
  const res = await sendMessage(page, text);
  if (res.status() !== 200) throw new Error(`POST /api/chat answered ${res.status()}`);
  return sampling;
}
