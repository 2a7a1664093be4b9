import type { ModelSlots } from '../../../infra/model-slots.ts';
import type { ChatProvider, ModelRequest } from './chat-provider.ts';

/**
 * A model behind the shared concurrency limit (infra/model-slots.ts): the slot is held from
 * before the upstream request until its stream ends or is abandoned. Waiting happens inside the
 * stream, so the chat turn's first-token timeout covers it and the offline companion answers
 * anyone who would otherwise wait too long.
 */
export class PrioritizedProvider implements ChatProvider {
  constructor(
    private readonly inner: ChatProvider,
    private readonly slots: ModelSlots,
  ) {}

  get name() {
    return this.inner.name;
  }

  async *stream(req: ModelRequest): AsyncIterable<string> {
    const release = await this.slots.acquire(req.priority ?? 'free', req.signal);
    try {
      yield* this.inner.stream(req);
    } finally {
      release();
    }
  }
}
