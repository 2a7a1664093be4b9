import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import type { RuntimeConfig } from '@luna/contracts';
import { RuntimeConfigProvider } from '../lib/runtime-config.tsx';

/** Toasts wait in their store (hooks/use-toast.ts) until the Radix toaster has loaded, after the first paint. */
const Toaster = lazy(() => import('../components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })));

export function Providers({ config, queryClient, children }: { config: RuntimeConfig; queryClient: QueryClient; children: ReactNode }) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
