import { ArrowLeft } from 'lucide-react';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { AppLayout } from '../../components/layout/app-layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SubscribeCheckout } from '../../features/billing/components/subscribe-checkout.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.tsx';

/** Spec section 2, /subscribe: 'Subscribe to {product} Pro' with a 'Back to Chat' button to /. */
export function SubscribePage() {
  const { productName } = useRuntimeConfig();
  const [, navigate] = useLocation();
  const backToChat = useCallback(() => navigate('/'), [navigate]);
  return (
    <AppLayout>
      <title>{`Subscribe · ${productName}`}</title>
      <div className="mx-auto max-w-xl px-4 py-8 sm:px-6 sm:py-12">
        <Button variant="ghost" onClick={backToChat} className="-ml-3">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Chat
        </Button>
        <h1 className="mb-6 mt-4 text-3xl font-semibold text-moon-200">Subscribe to {productName} Pro</h1>
        <SubscribeCheckout onDone={backToChat} />
      </div>
    </AppLayout>
  );
}
