import path from 'node:path';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from './browser.ts';

/**
 * Saves what the person sees right now (the viewport) as e2e/artifacts/<name>.png. The chat keeps
 * its top bar and input bar sticky over a scrolling page, which a full-page capture stitches into
 * a misleading picture; the viewport is the screen as it looks.
 */
export async function screen(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}
