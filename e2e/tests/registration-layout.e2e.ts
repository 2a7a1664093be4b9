import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newJourney } from '../support/browser.ts';
import { screen } from '../support/screens.ts';

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
}

/** Issue 13: the phone digits were 26 px wide and pushed out of the dialog; toasts covered its title. */
describe.each([
  { width: 1280, height: 860 },
  { width: 375, height: 740 },
])('the registration dialog at $width px', (viewport) => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('shows the typed digits inside the dialog, and a paste replaces the selection', async () => {
    const j = await newJourney(browser, baseUrl, viewport);
    await j.page.goto('/');
    await j.page.getByRole('button', { name: 'Sign Up' }).first().click();
    const dialog = j.page.getByRole('dialog', { name: 'Join Luna' });
    const digits = dialog.getByLabel('Phone digits');
    await digits.fill('4155550123');
    await digits.scrollIntoViewIfNeeded();
    const [d, field] = [await box(dialog), await box(digits)];
    expect(field.width).toBeGreaterThanOrEqual(140);
    expect(field.x).toBeGreaterThanOrEqual(d.x);
    expect(field.x + field.width).toBeLessThanOrEqual(d.x + d.width);
    expect((await box(dialog.getByLabel('Country code'))).width).toBeLessThan(field.width);
    await screen(j.page, `registration-phone-${viewport.width}`);

    // Paste a formatted number over all of it, as a person copying from a contact card would.
    await j.context.grantPermissions(['clipboard-read', 'clipboard-write']);
    for (const [before, pasted, after] of [
      ['5551234', '(415) 555-0123', '4155550123'],
      ['123456789012345', '+44 20 7946 0958', '442079460958'],
    ] as const) {
      await digits.fill(before);
      await j.page.evaluate((text) => navigator.clipboard.writeText(text), pasted);
      await digits.focus();
      await digits.selectText();
      await j.page.keyboard.press('ControlOrMeta+V');
      await expect.poll(() => digits.inputValue()).toBe(after);
    }
    expect(j.errors).toEqual([]);
    await j.context.close();
  });

  it('a validation toast leaves the dialog title visible and goes once the field is fixed', async () => {
    const j = await newJourney(browser, baseUrl, viewport);
    await j.page.goto('/');
    await j.page.getByRole('button', { name: 'Sign Up' }).first().click();
    const dialog = j.page.getByRole('dialog', { name: 'Join Luna' });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    const toast = j.page.locator('ol > li').filter({ hasText: 'Missing Information' });
    await toast.waitFor();
    // The person scrolls the form back up to read where they are.
    await dialog.evaluate((el) => el.scrollTo({ top: 0 }));
    const [t, title] = [await box(toast), await box(dialog.getByRole('heading', { name: 'Join Luna' }))];
    const overlaps = t.x < title.x + title.width && title.x < t.x + t.width && t.y < title.y + title.height && title.y < t.y + t.height;
    expect(overlaps).toBe(false);
    await screen(j.page, `registration-toast-${viewport.width}`);
    await dialog.getByLabel('Full Name').fill('Rosa Parks');
    // Gone at once, not when its 5 seconds run out.
    await toast.waitFor({ state: 'detached', timeout: 2000 });
    await j.context.close();
  });
});
