import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newJourney } from '../support/browser.ts';

describe('the shell', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the 404 page for an unknown path, with its way home', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/somewhere/beyond');
    await j.page.getByRole('heading', { name: '404: Lost in Space' }).waitFor();
    await j.shot('404-page');
    await j.page.getByRole('link', { name: 'Learn About Luna' }).click();
    await j.page.waitForURL('**/about');
    await j.page.getByRole('link', { name: 'Back to Chat' }).first().waitFor();
    await j.shot('about-page');
    await j.page.getByRole('link', { name: 'Start Your Healing Journey' }).click();
    await j.page.waitForURL(`${baseUrl}/`);
    expect(j.errors).toEqual([]);
    await j.context.close();
  });

  it('works on a phone-sized screen', async () => {
    const j = await newJourney(browser, baseUrl, { width: 375, height: 740 });
    await j.page.goto('/');
    await j.page.getByText('Your Safe Space Under the Moon').first().waitFor();
    await j.shot('home-phone');
    const overflow = await j.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await j.context.close();
  });
});
