import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import type { RuntimeConfig } from '@luna/contracts';
import { Toaster } from '../components/ui/toaster.tsx';
import { RuntimeConfigProvider } from '../lib/runtime-config.tsx';

/** Tooltips open after 700 ms and skip the delay for 300 ms after one closes (spec section 9). */
export function Providers({ config, queryClient, children }: { config: RuntimeConfig; queryClient: QueryClient; children: ReactNode }) {
  return (
    <RuntimeConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <Tooltip.Provider delayDuration={700} skipDelayDuration={300}>
          {children}
          <Toaster />
        </Tooltip.Provider>
      </QueryClientProvider>
    </RuntimeConfigProvider>
  );
}
