import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env.ts';
import { createStripe } from '../../src/features/billing/stripe/stripe-client.ts';

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length) fs.rmSync(dirs.pop()!, { recursive: true, force: true });
});

describe('createStripe', () => {
  it('uses real Stripe when STRIPE_SECRET_KEY is set (no emulator, configured secrets)', async () => {
    const setup = await createStripe(
      loadConfig({
        DATA_DIR: 'memory://',
        STRIPE_SECRET_KEY: 'sk_test_real',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_real',
        STRIPE_WEBHOOK_SECRET: 'whsec_real',
      }),
    );
    expect(setup).toMatchObject({ mode: 'stripe', emulator: null, webhookSecret: 'whsec_real', publishableKey: 'pk_test_real' });
    expect(setup.catalog).toEqual({ productId: 'luna_pro', priceLookupKey: 'luna_pro_monthly' });
  });

  it('keeps emulator state, ids and webhook secret across a restart when DATA_DIR is a directory', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'luna-stripe-'));
    dirs.push(dir);
    const config = loadConfig({ DATA_DIR: dir });
    const first = await createStripe(config);
    const customer = await first.stripe.customers.create({ email: 'ana@example.com' });
    const priceId = first.emulator!.catalog!.priceId;
    await first.emulator!.close();
    expect(fs.existsSync(path.join(dir, 'stripe-emulator.json'))).toBe(true);

    const second = await createStripe(config);
    expect(second.webhookSecret).toBe(first.webhookSecret);
    expect(second.emulator!.catalog!.priceId).toBe(priceId);
    expect((await second.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
    expect((await second.stripe.promotionCodes.list({ code: 'WELCOME20' })).data).toHaveLength(1);
    await second.emulator!.close();

    // A new configured price replaces the old one under the same lookup key.
    const third = await createStripe(loadConfig({ DATA_DIR: dir, PRO_PRICE_CENTS: '1499' }));
    const prices = await third.stripe.prices.list({ lookup_keys: [third.catalog.priceLookupKey] });
    expect(prices.data.map((p) => p.unit_amount)).toEqual([1499]);
    expect((await third.stripe.prices.retrieve(priceId)).active).toBe(false);
    await third.emulator!.close();
  });

  it('keeps state in memory only for DATA_DIR=memory://', async () => {
    const a = await createStripe(loadConfig({ DATA_DIR: 'memory://' }));
    const customer = await a.stripe.customers.create({});
    await a.emulator!.close();
    const b = await createStripe(loadConfig({ DATA_DIR: 'memory://' }));
    await expect(b.stripe.customers.retrieve(customer.id)).rejects.toMatchObject({ statusCode: 404 });
    await b.emulator!.close();
  });
});
