import fs from 'node:fs';
import path from 'node:path';
import { randomToken } from './emulator-store.ts';

/**
 * The secret the emulator signs its webhook events with, when none is configured: random, kept
 * beside the state file so a restarted server still verifies events it signed before (and in
 * memory only without one). Never derived from anything an outsider can know or guess, such as
 * the data folder's path: whoever holds the secret can forge a "payment succeeded" event.
 */
export function loadOrCreateWebhookSecret(dataFile: string | null): string {
  if (!dataFile) return `whsec_${randomToken(32)}`;
  const file = path.join(path.dirname(dataFile), 'stripe-emulator-webhook-secret');
  try {
    const saved = fs.readFileSync(file, 'utf8').trim();
    if (/^whsec_[A-Za-z0-9]{32,}$/.test(saved)) return saved;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = `whsec_${randomToken(32)}`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
