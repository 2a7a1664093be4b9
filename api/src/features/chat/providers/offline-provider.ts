import { offlineReply } from '../companion/offline-companion.ts';
import { screenMessage } from '../safety/screen.ts';
import { abortable, type ChatProvider, type ModelRequest } from './chat-provider.ts';
import { styleOfflineReply } from './offline-style.ts';

export interface OfflineProviderOptions {
  productName: string;
  /** Pause between words when the request is live (streamed); 0 sends the reply at once. */
  wordDelayMs?: number;
}

/**
 * The offline companion behind the provider interface: the default with no model configured,
 * and the fallback when a model fails. It answers from the last user message and the history
 * before it, and it streams word by word like a model would, so the UI has one code path.
 */
export class OfflineProvider implements ChatProvider {
  readonly name = 'offline';

  constructor(private readonly opts: OfflineProviderOptions) {}

  async *stream(req: ModelRequest): AsyncIterable<string> {
    const lastUser = findLastIndex(req.messages, (m) => m.role === 'user');
    const message = lastUser >= 0 ? req.messages[lastUser]!.content : '';
    const history = req.messages
      .slice(0, Math.max(lastUser, 0))
      .map((m) => ({ sender: m.role === 'user' ? ('user' as const) : ('ai' as const), content: m.content }));
    const plain = offlineReply({ message, history, productName: this.opts.productName, helps: rememberedHelps(req.system) });
    // A crisis reply is never restyled: its wording and resources are fixed and reviewed.
    const reply = screenMessage(message).crisis ? plain : styleOfflineReply(plain, req.personality);
    // Pace only for a live reader; a JSON caller gets the whole reply at once.
    const delay = req.live ? (this.opts.wordDelayMs ?? 0) : 0;
    // Words with their following whitespace, so the pieces concatenate back to the reply exactly.
    for (const piece of reply.match(/\S+\s*|\s+/g) ?? []) {
      if (req.signal.aborted) return;
      if (delay > 0) await abortable(new Promise((r) => setTimeout(r, delay)), req.signal).catch(() => undefined);
      if (req.signal.aborted) return;
      yield piece;
    }
  }
}

/**
 * Pro memories reach every provider in the system prompt (account-data personality-prompt.ts,
 * one line of JSON-quoted facts); the offline companion reads the "... helps you" ones from there
 * rather than from a second channel, so it uses exactly what a model would be given.
 */
const MEMORY_LINE = /^- Things they chose to share in earlier conversations: (.+)$/m;
export function rememberedHelps(system: string): string[] {
  const line = MEMORY_LINE.exec(system)?.[1];
  if (!line) return [];
  const facts: string[] = [];
  for (const m of line.matchAll(/"(?:[^"\\]|\\.)*"/g)) {
    try {
      facts.push(JSON.parse(m[0]) as string);
    } catch {
      // A malformed quote is skipped, never guessed at.
    }
  }
  return facts.filter((f) => / helps? you$/.test(f));
}

function findLastIndex<T>(items: T[], test: (item: T) => boolean): number {
  for (let i = items.length - 1; i >= 0; i--) if (test(items[i]!)) return i;
  return -1;
}
