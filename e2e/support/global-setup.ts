import type { TestProject } from 'vitest/node';
import { startApp } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminEmail: string;
    adminPassword: string;
  }
}

/** One running Luna for the browser journeys, with an admin created from the environment. */
export default async function setup(project: TestProject) {
  const adminEmail = 'admin@luna.test';
  const adminPassword = 'Adm1n!Passw0rd';
  const app = await startApp({ ADMIN_EMAIL: adminEmail, ADMIN_PASSWORD: adminPassword });
  project.provide('baseUrl', app.baseUrl);
  project.provide('adminEmail', adminEmail);
  project.provide('adminPassword', adminPassword);
  return async () => app.stop();
}
