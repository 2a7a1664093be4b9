import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newJourney } from '../support/browser.ts';
import { acknowledgeAiNotice, sendAndAwaitReply } from '../support/chat.ts';
import { screen } from '../support/screens.ts';

/**
 * The share of the viewport's height that notices take: the AI disclosure, the first-use notice,
 * limit prompts, the crisis link, the footer and any disclosure inside a reply. Every element that
 * carries one is marked data-notice; the part of each inside the viewport is summed.
 */
async function noticeShare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const vh = window.innerHeight;
    // data-notice marks them; the other selectors find the same notices in builds before it existed.
    const selectors = [
      '[data-notice]',
      'footer',
      'section[aria-label="About this chat"]',
      'ol p.italic',
      'p:has(> svg.lucide-bot)',
      'button:has(> svg.lucide-life-buoy)',
    ];
    const rects = Array.from(document.querySelectorAll(selectors.join(', '))).map((el) => el.getBoundingClientRect());
    // Merge overlapping spans, so a notice inside another is not counted twice.
    const spans = rects
      .map((r) => [Math.max(0, r.top), Math.min(vh, r.bottom)] as const)
      .filter(([a, b]) => b > a)
      .sort((x, y) => x[0] - y[0]);
    let total = 0;
    let end = 0;
    for (const [a, b] of spans) {
      if (b <= end) continue;
      total += b - Math.max(a, end);
      end = b;
    }
    return total / vh;
  });
}

describe('notices on a phone leave the conversation its room (issue 13)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('at 375 px the notices take under a fifth of the screen at first, under 35% with the first reply and the sign-up prompt', async () => {
    const j = await newJourney(browser, baseUrl, { width: 375, height: 740 });
    await j.page.goto('/');
    await j.page.getByLabel('Message Luna').waitFor();
    await j.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const before = await noticeShare(j.page);
    await screen(j.page, 'notices-375-1-first-visit');
    await acknowledgeAiNotice(j.page);
    await sendAndAwaitReply(j.page, 'Long day at work, just want to unwind a little');
    await j.page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }));
    const after = await noticeShare(j.page);
    await screen(j.page, 'notices-375-2-after-first-reply');
    console.log(`notice share of a 375x740 screen: ${(before * 100).toFixed(0)}% before, ${(after * 100).toFixed(0)}% after the first reply`);
    expect(before).toBeLessThan(0.2);
    expect(after).toBeLessThan(0.35);
    await j.context.close();
  });
});
