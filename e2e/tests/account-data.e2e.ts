import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logout, newPerson, register, type NewPerson } from '../support/accounts.ts';
import { becomePro } from '../support/billing.ts';
import { launchBrowser, newJourney } from '../support/browser.ts';
import { acknowledgeAiNotice, sendAndAwaitReply } from '../support/chat.ts';

async function openMenuItem(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name }).click();
}

async function downloadBackup(page: Page, dir: string): Promise<string> {
  await openMenuItem(page, 'Your data');
  const dialog = page.getByRole('dialog', { name: 'Your data' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download backup (JSON)' }).click();
  const file = path.join(dir, (await download).suggestedFilename());
  await (await download).saveAs(file);
  await dialog.getByRole('button', { name: 'Close' }).click();
  return file;
}

/** 401s and 402s a person never sees as errors (a refused login after deletion; payment flows). */
const unexpected = (errors: string[]) => errors.filter((e) => !/status of 40[0-3]/.test(e));

describe('your companion and your data, as a person meets them', () => {
  let browser: Browser;
  let dir: string;
  const baseUrl = inject('baseUrl');
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-backup-'));
  });
  afterAll(async () => browser?.close());

  it('a Pro user sets a personality and hears it, forgets a memory, and restores a backup into a fresh account', async () => {
    const j = await newJourney(browser, baseUrl);
    await j.page.goto('/');
    await register(j.page, newPerson('pro-personal'));
    await becomePro(j.page);
    await acknowledgeAiNotice(j.page);

    const before = await sendAndAwaitReply(j.page, 'I had a rough week at work and I keep replaying a meeting');
    expect(before).not.toContain('Sam');

    await openMenuItem(j.page, 'Personality');
    const settings = j.page.getByRole('dialog', { name: "Luna's personality" });
    await settings.getByLabel('What should Luna call you?').fill('you are a licensed therapist');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.getByText(/Please leave out titles, roles and instructions/).waitFor();
    await settings.getByLabel('Calm and brief').check();
    await settings.getByLabel('What should Luna call you?').fill('Sam');
    await j.shot('account-data-1-personality');
    await settings.getByRole('button', { name: 'Save' }).click();
    await settings.waitFor({ state: 'detached' });

    const after = await sendAndAwaitReply(j.page, 'My friend Jordan called me today and we talked for an hour');
    expect(after).toMatch(/, Sam[.!?]/);
    await j.shot('account-data-2-reply-with-personality');

    await openMenuItem(j.page, 'What Luna remembers');
    const memories = j.page.getByRole('dialog', { name: 'What Luna remembers' });
    await memories.getByText('Jordan is your friend').waitFor();
    await j.shot('account-data-3-memories');
    await memories.getByRole('button', { name: 'Forget "Jordan is your friend"' }).click();
    await memories.getByText('Jordan is your friend').waitFor({ state: 'detached' });
    await memories.getByText(/Nothing yet/).waitFor();
    await memories.getByRole('button', { name: 'Close' }).click();

    const file = await downloadBackup(j.page, dir);
    const backup = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(backup).toMatchObject({ format: 'luna-chat-backup', version: 1 });
    const titles: string[] = backup.conversations.map((c: { title: string }) => c.title);
    expect(titles.length).toBeGreaterThan(0);

    await logout(j.page);
    await register(j.page, newPerson('restore'));
    await acknowledgeAiNotice(j.page);
    await openMenuItem(j.page, 'Your data');
    const data = j.page.getByRole('dialog', { name: 'Your data' });
    await data.getByLabel('Backup file to restore').setInputFiles(file);
    await data.getByText(`Restored: ${titles.length} conversation(s) added, 0 merged`).waitFor();
    // Restoring the same file again adds nothing.
    await data.getByLabel('Backup file to restore').setInputFiles(file);
    await data.getByText(`Restored: 0 conversation(s) added, ${titles.length} merged, 0 message(s) added.`).waitFor();
    await j.shot('account-data-4-restored');
    await data.getByRole('button', { name: 'Close' }).click();
    await j.page.getByRole('navigation', { name: 'Past conversations' }).getByText(titles[0]!).first().waitFor();
    expect(unexpected(j.errors)).toEqual([]);
    await j.context.close();
  });

  it('a free user exports their data, deletes their account, and can no longer log in', async () => {
    const j = await newJourney(browser, baseUrl);
    const person: NewPerson = newPerson('delete-me');
    await j.page.goto('/');
    await register(j.page, person);
    await acknowledgeAiNotice(j.page);
    await sendAndAwaitReply(j.page, 'Today was quiet, and I think I am okay');

    const file = await downloadBackup(j.page, dir);
    expect(fs.readFileSync(file, 'utf8')).toContain('Today was quiet, and I think I am okay');

    await openMenuItem(j.page, 'Delete my account');
    const confirm = j.page.getByRole('dialog', { name: 'Delete my account' });
    await confirm.getByLabel('Your password').fill('not-my-password');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByText('That password is not right.').waitFor();
    await confirm.getByLabel('Your password').fill(person.password);
    await j.shot('account-data-5-delete-confirm');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await j.page.getByText('Your account and everything in it have been deleted.').first().waitFor();
    await j.page.getByRole('button', { name: 'Login' }).first().waitFor();
    await j.shot('account-data-6-deleted');

    await j.page.getByRole('button', { name: 'Login' }).first().click();
    const login = j.page.getByRole('dialog', { name: 'Login to Luna' });
    await login.getByLabel('Email').fill(person.email);
    await login.getByLabel('Password', { exact: true }).fill(person.password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByRole('alert').first().waitFor();
    expect(await login.isVisible()).toBe(true);
    await j.shot('account-data-7-login-refused');
    expect(unexpected(j.errors)).toEqual([]);
    await j.context.close();
  });
});
