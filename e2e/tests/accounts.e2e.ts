import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { login, logout, newPerson, register } from '../support/accounts.ts';
import { latestEmailLink, launchBrowser, newJourney } from '../support/browser.ts';

describe('accounts, as a person meets them', () => {
  let browser: Browser;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());

  it('register -> logout -> login -> forgot password -> e-mailed link -> new password -> login', async () => {
    const j = await newJourney(browser, baseUrl);
    const person = newPerson('journey');
    await j.page.goto('/');
    await register(j.page, person);
    await j.page.getByText(person.email).first().waitFor();
    await j.shot('accounts-1-registered');

    await logout(j.page);
    await j.shot('accounts-2-logged-out');

    await login(j.page, person.email, person.password);
    await j.page.getByText('Welcome back!').first().waitFor();
    await j.shot('accounts-3-logged-in');
    await logout(j.page);

    await j.page.getByRole('button', { name: 'Login' }).first().click();
    await j.page.getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = j.page.getByRole('dialog');
    await forgot.getByLabel('Email').fill(person.email);
    await forgot.getByRole('button', { name: 'Send Reset Link' }).click();
    await j.page.getByText('Reset link sent to your email.').waitFor();
    await j.shot('accounts-4-reset-link-sent');
    await forgot.getByRole('button', { name: 'Close' }).first().click();

    const link = await latestEmailLink(baseUrl, person.email);
    await j.page.goto(link);
    await j.page.waitForURL('**/reset-password**');
    await j.page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
    const newPassword = 'N3w!moonrise';
    await j.page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await j.page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await j.shot('accounts-5-reset-form');
    await j.page.getByRole('button', { name: 'Update Password' }).click();
    await j.page.getByText('Password Updated Successfully!').waitFor();
    await j.shot('accounts-6-password-updated');
    await j.page.getByRole('button', { name: 'Login with New Password' }).click();
    await j.page.waitForURL(`${baseUrl}/`);

    await j.page.evaluate(() => localStorage.clear());
    await j.page.reload();
    await login(j.page, person.email, newPassword);
    await j.page.getByText('Welcome back!').first().waitFor();
    await j.shot('accounts-7-logged-in-with-new-password');
    expect(j.errors.filter((e) => !e.includes('401') && !e.includes('400'))).toEqual([]);
    await j.context.close();
  });

  it('an admin who logs in is told so and lands on /admin', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await login(j.page, inject('adminEmail'), inject('adminPassword'));
    await j.page.getByText('Admin Access Granted').first().waitFor();
    await j.page.waitForURL('**/admin');
    await j.page.getByText('Administrator').first().waitFor();
    await j.shot('admin-landing');
    await j.context.close();
  });
});
