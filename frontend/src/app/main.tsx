import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { createQueryClient, loadSchemas } from '../lib/api-client.ts';
import { loadRuntimeConfig } from '../lib/runtime-config.tsx';
import { getSupabase } from '../lib/supabase.ts';
import { startTelemetry } from '../lib/telemetry.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';

async function start() {
  // First, so that an error while starting is reported too (spec section 2, "App start").
  startTelemetry();
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    root.render(
      <StrictMode>
        <Providers config={config} queryClient={createQueryClient()}>
          <AppRouter />
        </Providers>
      </StrictMode>,
    );
    // After the first paint: supabase-js restores and refreshes a stored session, and the contract
    // schemas that read every answer arrive (neither is in the first bundle; docs/decisions/095).
    void getSupabase(config);
    void loadSchemas().catch(() => undefined);
  } catch {
    root.render(
      <main className="flex min-h-full items-center justify-center p-6 text-center">
        <p>Luna can't reach its server right now. Please check your connection and reload the page.</p>
      </main>,
    );
  }
}

void start();
