import { createHmac } from 'node:crypto';
import type Stripe from 'stripe';
import type { EmulatorStore } from './emulator-store.ts';

export type WebhookTarget = (rawBody: string, signature: string) => Promise<void>;
export interface EmulatorLogger {
  warn(obj: object, msg: string): void;
}

export const API_VERSION = '2026-10-28.endive';
/** Retry delays after a failed delivery; Stripe retries for days, a dev emulator for ~half a minute. */
const RETRY_DELAYS_MS = [100, 500, 2_000, 5_000, 20_000];
const MAX_STORED_EVENTS = 1_000;

/** `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<payload>">` — Stripe's scheme v1. */
export function signPayload(payload: string, secret: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Records events (for `GET /v1/events`) and delivers them to the webhook target, signed like
 * Stripe's, asynchronously and in order, at least once: a failed delivery is retried.
 */
export class EventBus {
  private target: WebhookTarget | null = null;
  private readonly queue: { event: Stripe.Event; attempt: number }[] = [];
  private running: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly store: EmulatorStore,
    private readonly secret: string,
    private readonly render: (object: unknown) => unknown,
    private readonly logger?: EmulatorLogger,
  ) {}

  emit(type: string, object: { object: string }, previous?: Record<string, unknown>): Stripe.Event {
    const event = {
      id: this.store.newId('evt'),
      object: 'event',
      api_version: API_VERSION,
      created: this.store.now(),
      data: { object: this.render(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: this.target ? 1 : 0,
      request: { id: this.store.newId('req', 14), idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
    this.store.insert('event', event);
    this.trim();
    if (this.target) {
      this.queue.push({ event, attempt: 0 });
      this.kick();
    }
    return event;
  }

  setTarget(target: WebhookTarget | null): void {
    this.target = target;
  }

  /** Resolves when every queued delivery has succeeded or used up its retries. */
  async flush(): Promise<void> {
    while (this.running || this.timer || this.queue.length > 0) {
      if (this.timer) {
        clearTimeout(this.timer);
        this.timer = null;
        this.kick();
      }
      if (!this.running) this.kick();
      await this.running;
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.queue.length = 0;
  }

  private kick(): void {
    if (this.running || this.closed) return;
    // setImmediate: delivery never happens inside the API request that caused the event.
    this.running = new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.drain());
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length > 0 && !this.closed) {
        const item = this.queue[0]!;
        if (!(await this.deliver(item.event))) {
          const delay = RETRY_DELAYS_MS[item.attempt++];
          if (delay === undefined) {
            this.queue.shift();
            this.logger?.warn({ eventId: item.event.id, type: item.event.type }, 'stripe emulator: webhook delivery abandoned');
            continue;
          }
          this.timer = setTimeout(() => {
            this.timer = null;
            this.kick();
          }, delay);
          this.timer.unref();
          return;
        }
        this.queue.shift();
      }
    } finally {
      this.running = null;
    }
  }

  private async deliver(event: Stripe.Event): Promise<boolean> {
    const target = this.target;
    if (!target) return true;
    const payload = JSON.stringify(event, null, 2);
    try {
      await target(payload, signPayload(payload, this.secret, Math.floor(Date.now() / 1000)));
      return true;
    } catch (error) {
      this.logger?.warn({ eventId: event.id, type: event.type, err: (error as Error).message }, 'stripe emulator: webhook delivery failed');
      return false;
    }
  }

  private trim(): void {
    const events = this.store.all('event');
    for (const old of events.slice(MAX_STORED_EVENTS)) delete this.store.data.event[old.id];
  }
}
