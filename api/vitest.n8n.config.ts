import { defineConfig } from 'vitest/config';

/** The workflow contracts through real n8n (`npm run test:n8n -w api`; scripts/test.sh runs it). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/n8n/**/*.n8n.ts'],
    setupFiles: ['test/setup.ts'],
    globalSetup: ['test/n8n/global-setup.ts'],
    // One n8n and one API port for the whole run: files take turns.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
