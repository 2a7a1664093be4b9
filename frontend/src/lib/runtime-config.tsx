import { createContext, useContext, type ReactNode } from 'react';
import { readRuntimeConfig, type RuntimeConfig } from '@luna/contracts';
import { apiRequest, type Parser } from './api-client.ts';

/**
 * The config is read before the first paint, so not with zod (its schemas load after the paint,
 * lib/schemas.ts) but with contracts' readRuntimeConfig, which a test holds to the schema.
 */
const runtimeConfigReader: Parser<RuntimeConfig> = {
  safeParse(value) {
    const data = readRuntimeConfig(value);
    return data ? { success: true, data } : { success: false };
  },
};

/** The API serves the deployment's settings at /api/config, so one build serves everywhere. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // No token yet (supabase-js needs this very config), so the call goes without one.
  const config = await apiRequest('GET', '/api/config', runtimeConfigReader, undefined, { auth: false });
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
