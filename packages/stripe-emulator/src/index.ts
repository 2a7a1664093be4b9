// The package's public face. Luna's API loads it only in emulator mode, with a dynamic import
// (api/src/features/billing/stripe/stripe-client.ts), so production with real keys never runs it.
import Stripe from 'stripe';
import type { StripeEmulator } from './stripe-emulator.ts';

export { buildStripeEmulator, type StripeEmulator, type StripeEmulatorOptions } from './stripe-emulator.ts';
export { stripeEmulatorBrowserRoutes } from './browser-routes.ts';
export type { EmulatorLogger, WebhookTarget } from './emulator-events.ts';
export type { EmulatorSeed, SeededCatalog } from './emulator-seed.ts';
export { knownTestPaymentMethodIds } from './test-payment-methods.ts';

/** The real SDK, reaching the emulator through an in-process fetch: no port, no network. */
export function createEmulatedStripe(emulator: StripeEmulator): Stripe {
  return new Stripe(emulator.secretKey, {
    httpClient: Stripe.createFetchHttpClient(emulator.fetch),
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
