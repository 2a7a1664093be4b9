import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '../support/accounts.ts';
import { SEED_PASSWORD, sendMessages, signUp, subscribe, type SeededPerson } from '../support/admin-seed.ts';
import { launchBrowser, newJourney } from '../support/browser.ts';
import { startApp, type RunningApp } from '../support/server.ts';

const ADMIN = { email: 'boss@luna.test', password: 'Adm1n!Passw0rd' };

/**
 * The admin dashboard on its own Luna (a fresh database), so the cards can be checked against
 * exactly what was seeded: 3 people + 1 admin, 1 paid subscription, 3 messages.
 */
describe('admin dashboard', () => {
  let app: RunningApp;
  let browser: Browser;
  let grace: SeededPerson;
  let alan: SeededPerson;

  beforeAll(async () => {
    app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    grace = await signUp(app.baseUrl, 'Grace Hopper', 'grace.hopper@example.com');
    alan = await signUp(app.baseUrl, 'Alan Turing', 'alan.turing@example.com');
    await signUp(app.baseUrl, 'Grace Kelly', 'grace.kelly@example.com');
    await subscribe(app.baseUrl, grace);
    await sendMessages(app.baseUrl, grace, 2);
    await sendMessages(app.baseUrl, alan, 1);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('cards match the seed, search narrows the table and caption, a chart renders, a disabled user is logged out', async () => {
    // Alan is signed in in his own browser.
    const user = await newJourney(browser, app.baseUrl);
    await user.page.goto('/');
    await login(user.page, alan.email, SEED_PASSWORD);
    await user.page
      .getByRole('button', { name: /^(Logout|Log out)$/ })
      .first()
      .waitFor();

    const a = await newJourney(browser, app.baseUrl);
    await a.page.goto('/');
    await login(a.page, ADMIN.email, ADMIN.password);
    await a.page.waitForURL('**/admin');
    const header = a.page.getByRole('banner');
    await header.getByText(ADMIN.email).waitFor();
    await header.getByText('Administrator').waitFor();

    const value = (card: string) => a.page.getByRole('region', { name: card }).getByTestId('stat-value');
    await expect.poll(() => value('Total Users').innerText()).toBe('4');
    expect(await value('Active Subscriptions').innerText()).toBe('1');
    expect(await value('Total Messages').innerText()).toBe('3');
    expect(await value('Payment Revenue').innerText()).toBe('$9.99');
    await a.page.getByText('Monthly recurring revenue').waitFor();

    const caption = a.page.getByTestId('users-caption');
    await expect.poll(() => caption.innerText()).toBe('4 active user accounts');
    expect(await a.page.getByTestId('user-row').count()).toBe(4);
    await a.page.getByPlaceholder('Search users...').fill('grace');
    await expect.poll(() => caption.innerText()).toBe('2 of 4 users match');
    await expect.poll(() => a.page.getByTestId('user-row').count()).toBe(2);
    const graceRow = a.page.getByTestId('user-row').filter({ hasText: 'grace.hopper@example.com' });
    expect(await graceRow.innerText()).toMatch(/Pro[\s\S]*Active/);

    // The activity chart (recharts, loaded on demand) draws its lines.
    await a.page.getByRole('region', { name: 'Activity' }).locator('.recharts-line').first().waitFor();
    await a.shot('admin-1-dashboard');

    await a.page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => caption.innerText()).toBe('4 active user accounts');
    await a.page.getByRole('button', { name: `Actions for ${alan.email}` }).click();
    await a.page.getByRole('menuitem', { name: 'Disable account' }).click();
    await a.page.getByTestId('user-row').filter({ hasText: alan.email }).getByText('Disabled').waitFor();
    await a.page.getByTestId('audit-log').getByText(alan.email).waitFor();
    await a.shot('admin-2-disabled');

    // Alan's next request is refused and his tab signs out.
    await user.page.reload();
    await user.page.getByRole('button', { name: 'Login' }).first().waitFor({ timeout: 20_000 });
    expect(await user.page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await user.shot('admin-3-disabled-user-signed-out');

    // And cannot sign in again.
    await login(user.page, alan.email, SEED_PASSWORD).then(
      () => {
        throw new Error('a disabled account signed in');
      },
      (err: Error) => expect(err.message).toContain('login dialog stayed open'),
    );
    await user.context.close();
    expect(a.errors).toEqual([]);
    await a.context.close();
  });

  it('counts a script error and an unhandled rejection a page reported', async () => {
    const v = await newJourney(browser, app.baseUrl);
    await v.page.goto('/about');
    await v.page.getByRole('link', { name: 'Back to Chat' }).first().waitFor();
    await v.page.evaluate(() => {
      setTimeout(() => {
        throw new Error('E2E thrown on purpose');
      });
      void Promise.reject(new Error('E2E rejected on purpose'));
    });
    await expect.poll(() => v.errors.length).toBeGreaterThanOrEqual(2);
    // Leaving the page sends the batch (sendBeacon on pagehide).
    await v.page.goto('/');
    await v.context.close();

    const a = await newJourney(browser, app.baseUrl);
    await a.page.goto('/');
    await login(a.page, ADMIN.email, ADMIN.password);
    await a.page.waitForURL('**/admin');
    const health = a.page.getByRole('region', { name: 'Browser health' });
    await expect.poll(() => health.getByTestId('client-error-total').innerText()).toBe('2 client errors in 30 days');
    const top = health.getByTestId('top-errors');
    expect(await top.innerText()).toContain('Error: E2E thrown on purpose');
    expect(await top.innerText()).toContain('Error: E2E rejected on purpose');
    await a.shot('admin-4-browser-health');
    expect(a.errors).toEqual([]);
    await a.context.close();
  });
});
