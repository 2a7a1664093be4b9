import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { deployWorkflows, ensureInstalled, freePorts, startN8n } from '../../../scripts/n8n/n8n-launcher.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    n8n: { url: string; apiPort: number; serviceKey: string; pid: number; userFolder: string; port: number };
  }
}

/**
 * One real n8n for the run, with the repository's workflows imported and active, calling the API
 * at a port chosen here: each test file starts its Luna on that port (and stops it after).
 */
export default async function setup(project: TestProject) {
  await ensureInstalled();
  const [apiPort, port] = await freePorts(2);
  const serviceKey = 'n8n-suite-service-key-0123456789abcdef';
  const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-n8n-test-'));
  // Beside the real exports, test-only variants that reshape the answer (see recorded-responses).
  const extraWorkflowDirs = [path.join(path.dirname(fileURLToPath(import.meta.url)), 'variants')];
  const options = { userFolder, port: port!, apiUrl: `http://127.0.0.1:${apiPort}`, serviceKey, extraWorkflowDirs };
  const started = Date.now();
  await deployWorkflows(options);
  const log = fs.createWriteStream(path.join(userFolder, 'n8n.log'));
  const n8n = await startN8n(options, log);
  console.log(`n8n ready at ${n8n.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${userFolder}/n8n.log)`);
  project.provide('n8n', { url: n8n.url, apiPort: apiPort!, serviceKey, pid: n8n.process.pid!, userFolder, port: port! });
  return async () => {
    await n8n.stop();
    log.end();
    fs.rmSync(userFolder, { recursive: true, force: true });
  };
}
