import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { loadRadixDialog } from '../components/ui/use-radix-dialog.ts';
import { createQueryClient, loadSchemas } from '../lib/api-client.ts';
import { loadRuntimeConfig } from '../lib/runtime-config.tsx';
import { getSupabase } from '../lib/supabase.ts';
import { startTelemetry } from '../lib/telemetry.ts';
import { Providers } from './providers.tsx';
import { AppRouter } from './router.tsx';

/**
 * Runs `load` once: at the person's first press or key, or 2 s after the first paint, whichever
 * comes first. Not at once: requests started while the first paint is still being shown count
 * against it in Lighthouse's model of a slow phone (its LCP for `/` rose 0.3-0.6 s when these
 * chunks were requested right after the first render; docs/decisions/095).
 */
function prefetchSoon(load: () => void, ms = 2000) {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    for (const name of events) removeEventListener(name, run, true);
    load();
  };
  for (const name of events) addEventListener(name, run, { capture: true, passive: true });
  requestAnimationFrame(() => {
    if (!done) timer = setTimeout(run, ms);
  });
}

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
    // After the first paint: supabase-js restores and refreshes a stored session (it is not in
    // the first bundle; docs/decisions/095).
    void getSupabase(config);
    // Soon after: the contract schemas that read every answer, and Radix's dialog. Each also
    // loads the moment something needs it (an answer to read, a dialog opening).
    prefetchSoon(() => {
      void loadSchemas().catch(() => undefined);
      void loadRadixDialog();
    });
  } catch {
    root.render(
      <main className="flex min-h-full items-center justify-center p-6 text-center">
        <p>Luna can't reach its server right now. Please check your connection and reload the page.</p>
      </main>,
    );
  }
}

void start();
