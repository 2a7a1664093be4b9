import type { Personality } from '@luna/contracts';

/**
 * The model behind one interface. A provider turns a system prompt and the conversation into
 * a stream of text pieces; it knows nothing of quotas, safety or storage, which sit above it.
 * Aborting `signal` must stop the upstream request (a closed tab must not keep a model
 * generating, and billing, tokens).
 */
export interface ModelMessage {
  role: 'user' | 'assistant';
  content: string;
  /** Images shown with this message (an attached photo); only sent to models that accept them. */
  images?: ModelImage[];
}

/** One image, base64 without the data: prefix; bounded in size by the uploads feature. */
export interface ModelImage {
  mimetype: string;
  base64: string;
}

export interface ModelRequest {
  system: string;
  messages: ModelMessage[];
  signal: AbortSignal;
  /** Someone watches the text arrive (SSE): the offline companion may type at a human pace. */
  live?: boolean;
  /** Who waits for a model slot when they are scarce: Pro before free (priority responses). */
  priority?: 'pro' | 'free';
  /** A Pro personality; models get it in `system`, the offline companion applies it to its reply. */
  personality?: Personality;
}

export interface ChatProvider {
  /** For logs and the bench: 'offline', 'openai', 'anthropic'. */
  readonly name: string;
  stream(req: ModelRequest): AsyncIterable<string>;
}

/** Rejects with the signal's reason once it is aborted (used to stop waits and delays). */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}
