import type { ChatProvider, ModelRequest } from './chat-provider.ts';

export type FallbackReason = 'timeout' | 'error';

export interface ResilientOptions {
  /** Longest wait for the first piece of text (then the fallback answers). */
  firstTokenMs: number;
  /** Longest pause between two pieces once text has begun (then the reply ends as failed). */
  stallMs: number;
  /** Called once when the fallback takes over (or a started reply ends early). */
  onFailure?: (info: { reason: FallbackReason; status?: number; afterText: boolean }) => void;
}

class StreamTimeout extends Error {
  constructor() {
    super('model stream timed out');
  }
}

/**
 * Streams from `primary`; if it fails or stays silent for `firstTokenMs` before producing any
 * text, streams `fallback` instead, so a person always gets an answer and never an error. If it
 * fails or pauses for `stallMs` after some text was already sent, the reply ends there and
 * `onFailure` says so with `afterText` (the sent part stays; splicing in a different voice
 * mid-sentence would read worse; the caller tells the person the reply was cut off).
 *
 * The upstream request is aborted whenever this stream stops early: on timeout, on failure, when
 * the consumer stops reading (a failed safety screen), and when `req.signal` aborts (the client
 * went away; then nothing falls back, there is nobody to answer).
 */
export async function* resilientStream(
  primary: ChatProvider,
  fallback: ChatProvider,
  req: ModelRequest,
  opts: ResilientOptions,
): AsyncGenerator<string> {
  const upstream = new AbortController();
  const onClientAbort = () => upstream.abort(req.signal.reason);
  if (req.signal.aborted) return;
  req.signal.addEventListener('abort', onClientAbort, { once: true });

  let sentText = false;
  let failure: { reason: FallbackReason; status?: number } | null = null;
  const iterator = primary.stream({ ...req, signal: upstream.signal })[Symbol.asyncIterator]();
  try {
    while (true) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new StreamTimeout()), sentText ? opts.stallMs : opts.firstTokenMs);
      });
      let next: IteratorResult<string>;
      try {
        next = await Promise.race([iterator.next(), timeout]);
      } finally {
        clearTimeout(timer);
      }
      if (next.done) break;
      if (next.value) {
        sentText = true;
        yield next.value;
      }
    }
  } catch (err) {
    if (req.signal.aborted) return;
    failure = err instanceof StreamTimeout ? { reason: 'timeout' } : { reason: 'error', status: statusOf(err) };
  } finally {
    req.signal.removeEventListener('abort', onClientAbort);
    // Stop the upstream unless it finished on its own; a late rejection of the abandoned
    // iterator must not surface as an unhandled rejection.
    upstream.abort();
    void Promise.resolve(iterator.return?.()).catch(() => undefined);
  }

  if (!failure) return;
  opts.onFailure?.({ ...failure, afterText: sentText });
  if (sentText) return;
  yield* fallback.stream(req);
}

function statusOf(err: unknown): number | undefined {
  const status = (err as { status?: unknown })?.status;
  return typeof status === 'number' ? status : undefined;
}
