import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { RuntimeConfig } from '@luna/contracts';
import { Providers } from '../app/providers.tsx';
import { createQueryClient } from '../lib/api-client.ts';

export const testConfig: RuntimeConfig = {
  productName: 'Luna',
  productId: 'luna_pro',
  price: { amount: 999, currency: 'usd', interval: 'month' },
  payments: { mode: 'emulator', publishableKey: 'pk_test_emulator' },
  auth: { url: 'http://localhost:3000', anonKey: 'luna-anon-key' },
  workflowBaseUrl: '',
  limits: { freeDailyMessages: 4, visitorMessages: 1 },
};

/** Renders through the real providers (config, query client, tooltips, toasts) at a path. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', config = testConfig, ...options }: RenderOptions & { path?: string; config?: RuntimeConfig } = {},
) {
  const location = memoryLocation({ path, record: true });
  const queryClient = createQueryClient();
  const result = render(
    <Providers config={config} queryClient={queryClient}>
      <Router hook={location.hook}>{ui}</Router>
    </Providers>,
    options,
  );
  return { ...result, location, queryClient };
}
