/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on `/`, `/about` and
 * `/subscribe` of the production build served by the API on its embedded defaults, driving
 * Debian's chromium (issue 13: performance >= 0.9, accessibility >= 0.95). Needs
 * `npm run build` first. Prints the scores and the main timings; asserts nothing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const API_DIR = path.resolve(import.meta.dirname, '..');
const PAGES = ['/', '/about', '/subscribe'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startLuna(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Luna exited during start (code ${child.exitCode})`);
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function benchLighthouse(): Promise<void> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) return void console.log(`  skipped: no chromium at ${chromePath} (apt-get install chromium)`);
  if (!fs.existsSync(path.join(API_DIR, '../frontend/dist/index.html'))) return void console.log('  skipped: run `npm run build` first');
  const luna = await startLuna();
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${luna.baseUrl}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`no Lighthouse result for ${page}`);
      const score = (c: string) => (lhr.categories[c]?.score ?? 0).toFixed(2);
      const ms = (a: string) => `${((lhr.audits[a]?.numericValue ?? NaN) / 1000).toFixed(1)} s`;
      const failing = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
        .map((a) => a.id);
      console.log(
        `  ${page.padEnd(11)} performance ${score('performance')}  accessibility ${score('accessibility')}   FCP ${ms('first-contentful-paint')}  LCP ${ms('largest-contentful-paint')}  TBT ${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms` +
          (failing.length ? `   accessibility audits failing: ${failing.join(', ')}` : ''),
      );
    }
    console.log('  (targets: performance >= 0.90, accessibility >= 0.95; mobile preset, simulated throttling)');
  } finally {
    chrome.kill();
    await luna.stop();
  }
}
