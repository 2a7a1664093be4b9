import { Worker } from 'node:worker_threads';
import type { FileKind } from '@luna/contracts';
import type { Job, JobResult } from './extraction-worker.ts';

export type PoolOutcome =
  { ok: true; text: string; truncated: boolean; vision?: Buffer } | { ok: false; reason: 'unreadable' | 'timeout' | 'busy' | 'failed' };

export interface PoolOptions {
  size: number;
  /** Jobs waiting for a thread; more are refused at once ('busy') rather than queued forever. */
  maxQueue: number;
  /** Milliseconds a job may take; then its thread is ended and replaced. */
  timeoutMs: (kind: FileKind) => number;
}

interface Pending {
  job: Job;
  resolve: (o: PoolOutcome) => void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  current: Pending | null;
}

/**
 * A small pool of extraction threads with a bounded queue. OCR costs 1-2 s of CPU per page
 * (notes 1e), so at most `size` files are read at once and chat turns keep the event loop.
 * Threads start on first use and are replaced after a timeout or a crash (e.g. out of memory
 * on a file that lied about its size): the caller gets an outcome, never an exception.
 */
export function createExtractionPool(opts: PoolOptions) {
  const slots: Slot[] = [];
  const queue: Pending[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(new URL('./extraction-worker.mjs', import.meta.url), {
      // A decompression or pixel bomb that slips past the checks dies here, not in the API.
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    const slot: Slot = { worker, current: null };
    worker.on('message', (msg: JobResult | { type: string }) => {
      if (!('id' in msg) || slot.current?.job.id !== msg.id) return;
      finish(
        slot,
        msg.ok
          ? { ok: true, text: msg.text, truncated: msg.truncated, ...(msg.vision ? { vision: Buffer.from(msg.vision) } : {}) }
          : { ok: false, reason: msg.reason },
      );
    });
    worker.on('error', () => undefined); // 'exit' follows and settles the job
    worker.on('exit', () => {
      const i = slots.indexOf(slot);
      if (i >= 0) slots.splice(i, 1);
      if (slot.current) finish(slot, { ok: false, reason: 'unreadable' }, false);
      pump();
    });
    worker.unref();
    slots.push(slot);
    return slot;
  }

  function finish(slot: Slot, outcome: PoolOutcome, reuse = true) {
    const p = slot.current;
    if (!p) return;
    clearTimeout(p.timer);
    slot.current = null;
    p.resolve(outcome);
    if (reuse) pump();
  }

  function pump() {
    while (!closed && queue.length > 0) {
      const slot = slots.find((s) => !s.current) ?? (slots.length < opts.size ? spawn() : null);
      if (!slot) return;
      const p = queue.shift()!;
      slot.current = p;
      p.timer = setTimeout(() => {
        // The thread may be deep inside WASM; ending it is the only sure stop.
        finish(slot, { ok: false, reason: 'timeout' }, false);
        void slot.worker.terminate();
      }, p.job.deadline - Date.now());
      slot.worker.postMessage(p.job);
    }
  }

  return {
    /** `vision`: an image also comes back as a bounded JPEG for a model that reads images. */
    extract(kind: FileKind, bytes: Buffer, options: { vision?: boolean } = {}): Promise<PoolOutcome> {
      if (closed || queue.length >= opts.maxQueue) return Promise.resolve({ ok: false, reason: 'busy' });
      // The deadline counts from now: waiting in the queue uses up the same budget.
      const job: Job = {
        id: nextId++,
        kind,
        bytes: new Uint8Array(bytes),
        deadline: Date.now() + opts.timeoutMs(kind),
        ...(kind === 'image' && options.vision ? { vision: true } : {}),
      };
      return new Promise((resolve) => {
        queue.push({ job, resolve });
        pump();
      });
    },
    /** Jobs running plus waiting (for tests and the bench). */
    get load() {
      return slots.filter((s) => s.current).length + queue.length;
    },
    async close() {
      closed = true;
      for (const p of queue.splice(0)) p.resolve({ ok: false, reason: 'busy' });
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

export type ExtractionPool = ReturnType<typeof createExtractionPool>;
