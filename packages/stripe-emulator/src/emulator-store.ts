import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type Stripe from 'stripe';
import { resourceMissing } from './emulator-errors.ts';

/**
 * The emulator's whole state: plain Stripe-shaped objects keyed by id. In memory, and mirrored to
 * a JSON file when a data directory is given, so customers and subscriptions referenced by the
 * database survive a restart of the development server.
 */
export interface EmulatorData {
  customer: Record<string, Stripe.Customer>;
  product: Record<string, Stripe.Product>;
  price: Record<string, Stripe.Price>;
  coupon: Record<string, Stripe.Coupon>;
  promotion_code: Record<string, Stripe.PromotionCode>;
  discount: Record<string, Stripe.Discount>;
  subscription: Record<string, Stripe.Subscription>;
  invoice: Record<string, Stripe.Invoice>;
  payment_intent: Record<string, Stripe.PaymentIntent>;
  payment_method: Record<string, Stripe.PaymentMethod>;
  event: Record<string, Stripe.Event>;
}
export type Kind = keyof EmulatorData;

const KINDS: Kind[] = [
  'customer',
  'product',
  'price',
  'coupon',
  'promotion_code',
  'discount',
  'subscription',
  'invoice',
  'payment_intent',
  'payment_method',
  'event',
];
/** How Stripe names each kind in "No such …" messages. */
const NOUNS: Record<Kind, string> = {
  customer: 'customer',
  product: 'product',
  price: 'price',
  coupon: 'coupon',
  promotion_code: 'promotion code',
  discount: 'discount',
  subscription: 'subscription',
  invoice: 'invoice',
  payment_intent: 'payment_intent',
  payment_method: 'PaymentMethod',
  event: 'event',
};

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}

export class EmulatorStore {
  readonly data: EmulatorData;
  private readonly file: string | null;
  private readonly clock: () => number;
  /** Insertion counter, so lists made within one second still sort newest first. */
  private seq = 0;
  private readonly order = new Map<string, number>();

  constructor(options: { file: string | null; now?: () => number }) {
    this.file = options.file;
    this.clock = options.now ?? (() => Math.floor(Date.now() / 1000));
    this.data = Object.fromEntries(KINDS.map((k) => [k, {}])) as unknown as EmulatorData;
    if (this.file && fs.existsSync(this.file)) {
      const saved = JSON.parse(fs.readFileSync(this.file, 'utf8')) as Partial<EmulatorData>;
      for (const kind of KINDS) Object.assign(this.data[kind], saved[kind] ?? {});
      for (const kind of KINDS) for (const id of Object.keys(this.data[kind])) this.order.set(id, this.seq++);
    }
  }

  /** Unix seconds, as Stripe reports times. */
  now(): number {
    return this.clock();
  }

  newId(prefix: string, length = 24): string {
    return `${prefix}_${randomToken(length)}`;
  }

  insert<K extends Kind>(kind: K, object: EmulatorData[K][string]): EmulatorData[K][string] {
    const id = (object as { id: string }).id;
    (this.data[kind] as Record<string, unknown>)[id] = object;
    this.order.set(id, this.seq++);
    return object;
  }

  find<K extends Kind>(kind: K, id: string): EmulatorData[K][string] | undefined {
    return Object.hasOwn(this.data[kind], id) ? (this.data[kind][id] as EmulatorData[K][string]) : undefined;
  }

  get<K extends Kind>(kind: K, id: string, param = 'id'): EmulatorData[K][string] {
    const found = this.find(kind, id);
    if (!found) throw resourceMissing(NOUNS[kind], id, param);
    return found;
  }

  /** Any object by id, for `expand`. */
  findAny(id: string): { object: string } | undefined {
    for (const kind of KINDS) {
      const found = this.find(kind, id);
      if (found) return found as { object: string };
    }
    return undefined;
  }

  /** Newest first, like every Stripe list. */
  all<K extends Kind>(kind: K): EmulatorData[K][string][] {
    const items = Object.values(this.data[kind]) as EmulatorData[K][string][];
    const key = (o: unknown) => this.order.get((o as { id: string }).id) ?? 0;
    return items.sort((a, b) => key(b) - key(a));
  }

  /** Writes the state atomically (temp file + rename); a no-op in memory mode. */
  save(): void {
    if (!this.file) return;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(this.data));
    fs.renameSync(tmp, this.file);
  }
}
