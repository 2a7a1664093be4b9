import type { Caller } from './caller.ts';
import { OFFLINE_NOTICE } from './companion/offline-companion.ts';
import type { ModelReply } from './model-reply.ts';
import type { ReplyDeps } from './reply-deps.ts';
import { IncrementalReplyScreen } from './reply-screen.ts';
import { crisisReply, safeReplacementReply, type CrisisCategory, type Lang } from './safety/crisis.ts';
import { screenReply, type RiskTier } from './safety/screen.ts';

export type { ReplyDeps };

export interface ReplyResult {
  /** The reply as stored and as the client must finally show it (authoritative over streamed pieces). */
  response: string;
  messageId: string | null;
  /** True when the output screen blocked the model's reply and a safe reply replaced it. */
  replaced: boolean;
  notice?: string;
}

export interface ReplyParams {
  caller: Caller;
  sessionId: string | null;
  tier: RiskTier;
  crisis: boolean;
  /** A weak signal past the quota: the warm check-in instead of a model reply (never a wall). */
  checkIn: boolean;
  category: CrisisCategory;
  lang: Lang;
  query: string;
  disclosure: string | null;
  /** Varies the crisis reply's wording between turns. */
  seed: number;
  /** The model reply, already started by the chat turn (model-reply.ts); unused for a crisis or check-in. */
  model: ModelReply | null;
  signal: AbortSignal;
  /** A reader watches the reply stream in (SSE). */
  live: boolean;
  onText: (text: string) => void;
}

/**
 * Ends a reply the model stopped giving partway (an error or a stall after text had begun): the
 * person and the stored history both see that it was cut off, not a reply that just trails away.
 */
export const INTERRUPTED_REPLY_NOTE =
  "I'm sorry, my connection dropped before I could finish that thought. I'm still here: tell me what you'd like to pick up, or send your message again.";

/** Screens, streams and stores one reply. Never throws for a model failure. */
export async function generateReply(deps: ReplyDeps, p: ReplyParams): Promise<ReplyResult> {
  let response: string;
  let replaced = false;
  let usedOffline = false;

  if (p.crisis || p.checkIn || !p.model) {
    // A fixed, reviewed reply: no model sits between a person in crisis and the resources.
    p.model?.abort();
    response = crisisReply(p.tier, p.seed, { category: p.category, lang: p.lang });
    p.onText(response);
  } else {
    const model = p.model;
    const stop = () => model.abort();
    p.signal.addEventListener('abort', stop, { once: true });
    const screen = new IncrementalReplyScreen(screenReply);
    let blocked = false;
    try {
      for await (const piece of model.pieces) {
        const step = screen.push(piece);
        if (step.release) p.onText(step.release);
        if (step.blocked) {
          blocked = true;
          break;
        }
      }
    } finally {
      p.signal.removeEventListener('abort', stop);
      model.abort(); // a blocked reply (or one the reader left) stops the upstream request
    }
    if (!blocked && !p.signal.aborted) {
      const last = screen.finish();
      if (last.release) p.onText(last.release);
      blocked = last.blocked;
    }
    usedOffline = model.usedOffline;
    if (blocked) {
      deps.log.warn({ provider: deps.primary.name }, 'reply failed the output screen; replaced');
      response = safeReplacementReply();
      replaced = true;
    } else {
      response = screen.text.trim();
      if (model.interrupted && response && !p.signal.aborted) {
        p.onText(`\n\n${INTERRUPTED_REPLY_NOTE}`);
        response = `${response}\n\n${INTERRUPTED_REPLY_NOTE}`;
      }
    }
    if (!response && !p.signal.aborted) {
      // An empty answer helps nobody; the offline companion speaks instead.
      const req = await model.request();
      response = await collect(deps.offline.stream({ ...req, signal: p.signal, live: p.live }));
      usedOffline = true;
      p.onText(response);
    }
  }

  const messageId = await storeReply(deps, p, response);
  if (!p.crisis && !p.checkIn && p.caller.kind === 'user' && deps.personalization) {
    // Remembering happens after the reply and never delays or breaks it.
    const { userId, plan } = p.caller;
    void deps.personalization.remember(userId, plan, p.query).catch((err: Error) => deps.log.warn({ err: { type: err.name } }, 'memory not updated'));
  }
  return { response, messageId, replaced, ...(usedOffline && !p.crisis && !p.checkIn ? { notice: OFFLINE_NOTICE } : {}) };
}

/** The reply is stored after it is produced; a failure here loses only the reply, never the user's message. */
async function storeReply(deps: ReplyDeps, p: ReplyParams, response: string): Promise<string | null> {
  if (p.caller.kind !== 'user' || !p.sessionId || !response) return null;
  try {
    const stored = await deps.chats.addMessage(p.caller.userId, {
      sessionId: p.sessionId,
      sender: 'ai',
      content: response,
      crisis: p.crisis,
      disclosure: p.disclosure,
    });
    return stored?.id ?? null;
  } catch (err) {
    deps.log.warn({ err: { type: (err as Error).name } }, 'AI reply not stored');
    return null;
  }
}

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text.trim();
}
