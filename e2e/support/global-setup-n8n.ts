import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { deployWorkflows, ensureInstalled, freePorts, startN8n } from '../../scripts/n8n/n8n-launcher.ts';
import { startApp } from './server.ts';

/**
 * Luna with WORKFLOW_BASE_URL pointing at a real n8n running the repository's workflows. Luna's
 * own /webhook/* door is closed in this mode, so every account and billing call of a journey
 * goes browser -> Luna -> n8n -> the API's service door, or fails.
 */
export default async function setup(project: TestProject) {
  await ensureInstalled();
  const [n8nPort] = await freePorts(1);
  const serviceKey = 'e2e-n8n-service-key-0123456789abcdef';
  const adminEmail = 'admin@luna.test';
  const adminPassword = 'Adm1n!Passw0rd';
  const app = await startApp({
    ADMIN_EMAIL: adminEmail,
    ADMIN_PASSWORD: adminPassword,
    SERVICE_ROLE_KEY: serviceKey,
    WORKFLOW_BASE_URL: `http://127.0.0.1:${n8nPort}`,
  });
  const userFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-e2e-n8n-'));
  const options = { userFolder, port: n8nPort!, apiUrl: app.baseUrl, serviceKey };
  await deployWorkflows(options);
  const log = fs.createWriteStream(path.join(userFolder, 'n8n.log'));
  const n8n = await startN8n(options, log).catch(async (err) => {
    await app.stop();
    throw err;
  });
  project.provide('baseUrl', app.baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  return async () => {
    await n8n.stop();
    log.end();
    await app.stop();
    fs.rmSync(userFolder, { recursive: true, force: true });
  };
}
