import { defineConfig } from 'vitest/config';

/**
 * The account and subscription journeys again, with Luna's WORKFLOW_BASE_URL pointing at real n8n
 * (`npm run test:n8n -w e2e`; scripts/test.sh runs it). Screenshots go to e2e/artifacts/n8n.
 */
export default defineConfig({
  test: {
    include: ['tests/accounts.e2e.ts', 'tests/billing.e2e.ts'],
    globalSetup: ['support/global-setup-n8n.ts'],
    env: { E2E_ARTIFACTS: 'artifacts/n8n' },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
