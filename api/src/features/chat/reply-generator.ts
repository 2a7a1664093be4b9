import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Personalization } from '../account-data/index.ts';
import { ATTACHMENT_RULE, attachmentBlock, IMAGE_RULE, type TurnAttachment } from './attachment-context.ts';
import type { Caller } from './caller.ts';
import type { ChatRepository } from './chat-repository.ts';
import { toModelMessages, type Turn } from './chat-context.ts';
import { OFFLINE_NOTICE } from './companion/offline-companion.ts';
import { buildSystemPrompt } from './prompts/system-prompt.ts';
import type { ChatProvider } from './providers/chat-provider.ts';
import { resilientStream } from './providers/resilient-stream.ts';
import { IncrementalReplyScreen } from './reply-screen.ts';
import { crisisReply, safeReplacementReply, type CrisisCategory, type Lang } from './safety/crisis.ts';
import { screenReply, type RiskTier } from './safety/screen.ts';

/** Only what producing a reply needs (the chat service passes its own, wider deps). */
export interface ReplyDeps {
  config: Config;
  chats: ChatRepository;
  primary: ChatProvider;
  offline: ChatProvider;
  log: FastifyBaseLogger;
  /** Pro personality and memory (features/account-data). */
  personalization?: Personalization;
}

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
  attachment: TurnAttachment | null;
  askedIfHuman: boolean;
  disclosure: string | null;
  /** Varies the crisis reply's wording between turns. */
  seed: number;
  loadTurns: () => Promise<Turn[]>;
  signal: AbortSignal;
  /** A reader watches the reply stream in (SSE). */
  live: boolean;
  onText: (text: string) => void;
}

/**
 * Added to the system prompt when the person asks whether a human is answering. The disclosure
 * is also shown by the UI, but the reply itself must not dodge the question (Utah HB 452, NY
 * GBL 1702; docs/notes/safety-and-compliance.md 3.11).
 */
const HUMAN_QUESTION_RULE =
  'The person has just asked whether they are talking to a human. In your first sentence, say plainly that you are an AI companion, not a human and not a licensed professional, then continue warmly.';

/** Produces, screens, streams and stores one reply. Never throws for a model failure. */
export async function generateReply(deps: ReplyDeps, p: ReplyParams): Promise<ReplyResult> {
  let response: string;
  let replaced = false;
  let usedOffline = deps.primary.name === 'offline';

  if (p.crisis || p.checkIn) {
    // A fixed, reviewed reply: no model sits between a person in crisis and the resources.
    response = crisisReply(p.tier, p.seed, { category: p.category, lang: p.lang });
    p.onText(response);
  } else {
    const turns = await p.loadTurns();
    const content = p.attachment ? attachmentBlock(p.query, p.attachment) : p.query;
    const messages = toModelMessages([...turns, { sender: 'user', content }]);
    const image = p.attachment?.image;
    const last = messages.at(-1);
    // The picture rides on this turn's message only; it is never stored or sent again.
    if (image && last?.role === 'user') messages[messages.length - 1] = { ...last, images: [image] };
    const personal = await personalFor(deps, p.caller);
    const base = buildSystemPrompt({ productName: deps.config.PRODUCT_NAME, personal: personal?.prompt });
    const rules = [base, p.askedIfHuman ? HUMAN_QUESTION_RULE : '', p.attachment ? ATTACHMENT_RULE : '', image ? IMAGE_RULE : ''];
    const system = rules.filter(Boolean).join('\n\n');
    const screen = new IncrementalReplyScreen(screenReply);
    const pieces = resilientStream(
      deps.primary,
      deps.offline,
      { system, messages, signal: p.signal, live: p.live, ...personal?.request },
      {
        timeoutMs: deps.config.AI_TIMEOUT_MS,
        onFailure: ({ reason, status, afterText }) => {
          if (!afterText) usedOffline = true;
          deps.log.warn({ provider: deps.primary.name, reason, status, afterText }, 'model stream failed; offline companion used');
        },
      },
    );
    let blocked = false;
    for await (const piece of pieces) {
      const step = screen.push(piece);
      if (step.release) p.onText(step.release);
      if (step.blocked) {
        blocked = true;
        break; // leaving the loop aborts the upstream request
      }
    }
    if (!blocked && !p.signal.aborted) {
      const last = screen.finish();
      if (last.release) p.onText(last.release);
      blocked = last.blocked;
    }
    if (blocked) {
      deps.log.warn({ provider: deps.primary.name }, 'reply failed the output screen; replaced');
      response = safeReplacementReply();
      replaced = true;
    } else {
      response = screen.text.trim();
    }
    if (!response && !p.signal.aborted) {
      // An empty answer helps nobody; the offline companion speaks instead.
      response = await collect(deps.offline.stream({ system, messages, signal: p.signal, live: p.live, ...personal?.request }));
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

/** The caller's personality and memories (Pro); a failure to read them costs only the personal touch. */
async function personalFor(deps: ReplyDeps, caller: Caller) {
  const base = { priority: caller.kind === 'user' ? caller.plan : ('free' as const) };
  if (caller.kind !== 'user' || !deps.personalization) return { prompt: null, request: base };
  const personal = await deps.personalization.forTurn(caller.userId, caller.plan).catch((err: Error) => {
    deps.log.warn({ err: { type: err.name } }, 'personal settings not read');
    return null;
  });
  return { prompt: personal?.prompt ?? null, request: { ...base, ...(personal?.personality ? { personality: personal.personality } : {}) } };
}

async function collect(stream: AsyncIterable<string>): Promise<string> {
  let text = '';
  for await (const piece of stream) text += piece;
  return text.trim();
}
