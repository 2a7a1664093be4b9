import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPerson, register } from '../support/accounts.ts';
import { launchBrowser, newJourney } from '../support/browser.ts';
import { acknowledgeAiNotice, aiMessages, sendAndAwaitReply } from '../support/chat.ts';

/**
 * The offline companion as a person meets it (issue 13): a mood check-in, asking for help, an
 * exercise followed step by step, stopping, and the mood history. On the embedded default, with
 * no model configured, so the offline companion answers.
 */
describe('the offline companion, as a person meets it', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('on a phone: checks in at 2, asks for help sleeping, follows two steps, stops, and sees the check-in in the mood history', async () => {
    const j = await newJourney(browser, baseUrl, { width: 375, height: 740 });
    await j.page.goto('/');
    await register(j.page, newPerson('mood'));
    await acknowledgeAiNotice(j.page);

    const form = j.page.getByTestId('mood-check-in');
    await form.waitFor();
    // All five choices fit side by side on a 375 px screen.
    const boxes = await Promise.all([1, 2, 3, 4, 5].map((n) => form.getByText(String(n), { exact: true }).boundingBox()));
    for (const b of boxes) expect(b!.x + b!.width).toBeLessThanOrEqual(375);
    // A person taps the visible number; the radio it labels is what gets checked.
    await form.getByText('2', { exact: true }).click();
    expect(await form.getByRole('radio', { name: '2, Low' }).isChecked()).toBe(true);
    await form.getByLabel('One word for it (optional)').fill('wired');
    await j.shot('companion-1-check-in-375');
    await form.getByRole('button', { name: 'Check in' }).click();
    const ack = aiMessages(j.page).first();
    await ack.waitFor();
    expect(await ack.innerText()).toMatch(/Thanks for checking in (tonight|this morning|this afternoon|this evening): 2 out of 5, "wired"/);

    const first = await sendAndAwaitReply(j.page, "I can't sleep and I have work at 8. Can you help me sleep?");
    expect(first).toMatch(/A sleep wind-down, step 1 of 5:/);
    const second = await sendAndAwaitReply(j.page, 'next');
    expect(second).toMatch(/A sleep wind-down, step 2 of 5:/);
    const third = await sendAndAwaitReply(j.page, 'ok');
    expect(third).toMatch(/A sleep wind-down, step 3 of 5:/);
    await j.shot('companion-2-exercise-steps-375');
    const stopped = await sendAndAwaitReply(j.page, 'stop');
    expect(stopped).not.toMatch(/step \d of/);
    expect(stopped).toMatch(/You started at 2 out of 5/);
    await j.shot('companion-3-stopped-375');

    await j.page.goto('/mood');
    await j.page.getByRole('heading', { name: 'Your mood check-ins' }).waitFor();
    const list = j.page.getByRole('list', { name: 'Mood check-ins, newest first' });
    await list.getByText('“wired”').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await j.shot('companion-4-mood-history-375');
    expect(j.errors).toEqual([]);
    await j.context.close();
  });

  it('at 1280 px: a breathing exercise runs across three turns after "What can I do tonight to feel a bit calmer?"', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await register(j.page, newPerson('breathe'));
    await acknowledgeAiNotice(j.page);
    await j.page.getByTestId('mood-check-in').getByRole('button', { name: 'Skip' }).click();
    const one = await sendAndAwaitReply(j.page, 'What can I do tonight to feel a bit calmer?');
    expect(one).toMatch(/Box breathing, step 1 of 4:/);
    const two = await sendAndAwaitReply(j.page, 'next');
    expect(two).toMatch(/Box breathing, step 2 of 4:/);
    const three = await sendAndAwaitReply(j.page, 'done');
    expect(three).toMatch(/Box breathing, step 3 of 4:/);
    await j.shot('companion-5-breathing-1280');
    expect(j.errors).toEqual([]);
    await j.context.close();
  });
});
