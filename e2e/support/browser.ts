import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ROOT } from './server.ts';

/** Screenshots; the journeys through n8n keep theirs apart (vitest.n8n.config.ts sets E2E_ARTIFACTS). */
export const ARTIFACTS = path.join(ROOT, 'e2e', process.env.E2E_ARTIFACTS ?? 'artifacts');

function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium not found: `apt-get install -y chromium` (npm test installs it when it can)');
  }
}

/**
 * Debian's Chromium, headless, with the flags this closed network needs (no background
 * networking, no component updates: otherwise it retries blocked hosts at every start).
 */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface Journey {
  context: BrowserContext;
  page: Page;
  /** Saves a full-page screenshot as e2e/artifacts/<name>.png (kept as a CI artifact). */
  shot(name: string): Promise<void>;
  /** Browser console errors and failed page scripts seen so far. */
  errors: string[];
}

export async function newJourney(browser: Browser, baseURL: string, viewport = { width: 1280, height: 860 }): Promise<Journey> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return {
    context,
    page,
    errors,
    shot: async (name) => {
      await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
    },
  };
}

/** The newest e-mail Luna "sent" to an address (dev outbox route, absent in production). */
export async function latestEmailLink(baseURL: string, to: string): Promise<string> {
  for (let i = 0; i < 20; i++) {
    const res = await fetch(`${baseURL}/api/dev/outbox/latest?to=${encodeURIComponent(to)}`);
    if (res.ok) {
      const body = (await res.json()) as { text_body?: string; textBody?: string; link?: string };
      const text = body.link ?? body.text_body ?? body.textBody ?? '';
      const link = text.match(/https?:\/\/\S+/)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no e-mail with a link for ${to}`);
}
