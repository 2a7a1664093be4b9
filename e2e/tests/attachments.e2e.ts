import { createCanvas } from '@napi-rs/canvas';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPerson, register } from '../support/accounts.ts';
import { launchBrowser, newJourney } from '../support/browser.ts';
import { acknowledgeAiNotice, aiMessages, conversationLog, sendAndAwaitReply } from '../support/chat.ts';
import { screen } from '../support/screens.ts';

/** A photo of a short printed note, made here so the test owns its known text. */
function notePng(): Buffer {
  const canvas = createCanvas(1000, 220);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fff';
  g.fillRect(0, 0, 1000, 220);
  g.fillStyle = '#111';
  g.font = '44px DejaVu Sans';
  g.fillText('Remember to water the garden', 40, 90);
  g.fillText('and call grandmother on Sunday', 40, 160);
  return canvas.toBuffer('image/png');
}

describe('attaching a photo of a note (free plan: one image a day)', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('reads the image, the reply speaks of it, and the history shows the file after a reload', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await register(j.page, newPerson('attach'));
    await acknowledgeAiNotice(j.page);
    await j.page.getByTestId('attach-input').setInputFiles({ name: 'note.png', mimeType: 'image/png', buffer: notePng() });
    const chip = j.page.getByTestId('attachment-chip');
    await chip.and(j.page.locator('[data-status="extracted"]')).waitFor({ timeout: 60_000 });
    await screen(j.page, 'attach-1-image-extracted');

    const reply = await sendAndAwaitReply(j.page, 'Here is my note for the week.');
    expect(reply).toContain('Thank you for sharing "note.png"');
    expect(reply.toLowerCase()).toContain('water the garden');

    await j.page.reload();
    const chipInHistory = conversationLog(j.page).getByTestId('message-attachment');
    await chipInHistory.waitFor({ timeout: 15_000 });
    expect(await chipInHistory.innerText()).toMatch(/note\.png\s*· Image ·/);
    expect(await aiMessages(j.page).count()).toBeGreaterThanOrEqual(1);
    await screen(j.page, 'attach-2-history-after-reload');
    await j.context.close();
  }, 120_000);
});
