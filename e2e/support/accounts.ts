import type { Page } from 'playwright-core';

export interface NewPerson {
  name: string;
  email: string;
  password: string;
}

let n = 0;
export function newPerson(prefix = 'person'): NewPerson {
  n += 1;
  return { name: 'Rosa Parks', email: `${prefix}${n}-${Date.now()}@example.com`, password: 'Moonl1ght!sky' };
}

/** Fills and submits the 'Join Luna' modal as a person would, from the top bar's Sign Up. */
export async function register(page: Page, person: NewPerson) {
  await page.getByRole('button', { name: 'Sign Up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Join Luna' });
  await dialog.getByLabel('Full Name').fill(person.name);
  await dialog.getByLabel('Email Address').fill(person.email);
  await dialog.getByLabel('Password', { exact: true }).fill(person.password);
  await dialog.getByLabel('Phone digits').fill('4155550123');
  await dialog.getByLabel('State').selectOption('CA');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Create Account' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Logs in through the 'Login to Luna' modal. */
export async function login(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Login' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login to Luna' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  const sent: string[] = [];
  const onRequest = (r: { url(): string; postData(): string | null }) => {
    if (r.url().includes('/webhook/login')) sent.push(r.postData() ?? '');
  };
  page.on('request', onRequest);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 15_000 }).catch(async (err: Error) => {
    const text = await dialog.innerText().catch(() => '');
    throw new Error(`login dialog stayed open: ${text.replace(/\s+/g, ' ').slice(0, 300)}; sent ${sent.join(' | ')} (${err.message.split('\n')[0]})`);
  });
  page.off('request', onRequest);
}

export async function logout(page: Page) {
  await page
    .getByRole('button', { name: /^(Logout|Log out)$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Login' }).first().waitFor();
}
