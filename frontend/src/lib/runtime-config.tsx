import { createContext, useContext, type ReactNode } from 'react';
import { runtimeConfigSchema, type RuntimeConfig } from '@luna/contracts';

/** The API serves the deployment's settings at /api/config, so one build serves everywhere. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/api/config', { credentials: 'include' });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const config = runtimeConfigSchema.parse(await res.json());
  return { ...config, auth: { ...config.auth, url: config.auth.url || window.location.origin } };
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}

/** Formats minor units as en-US currency (spec section 9: amounts divided by 100). */
export function formatPrice(amountCents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
}
