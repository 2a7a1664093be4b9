import { attachmentBlock, ATTACHMENT_RULE, IMAGE_RULE, type TurnAttachment } from './attachment-context.ts';
import type { Caller } from './caller.ts';
import { toModelMessages, type Turn } from './chat-context.ts';
import { buildSystemPrompt } from './prompts/system-prompt.ts';
import type { ModelMessage, ModelRequest } from './providers/chat-provider.ts';
import { resilientStream } from './providers/resilient-stream.ts';
import type { ReplyDeps } from './reply-deps.ts';

/**
 * Added to the system prompt when the person asks whether a human is answering. The disclosure
 * is also shown by the UI, but the reply itself must not dodge the question (Utah HB 452, NY
 * GBL 1702; docs/notes/safety-and-compliance.md 3.11).
 */
const HUMAN_QUESTION_RULE =
  'The person has just asked whether they are talking to a human. In your first sentence, say plainly that you are an AI companion, not a human and not a licensed professional, then continue warmly.';

export interface ModelReplyInput {
  caller: Caller;
  query: string;
  attachment: TurnAttachment | null;
  askedIfHuman: boolean;
  /** The conversation before this message (stored turns, or the spec's transcript). */
  turns: Turn[];
  /** A reader watches the reply stream in (SSE): the offline companion may type at a human pace. */
  live: boolean;
}

/** A model reply already under way: its text is buffered until someone reads it. */
export interface ModelReply {
  /** The text pieces, in order, from the first one (read once). */
  readonly pieces: AsyncIterable<string>;
  /** The model went quiet or failed before any text, so the offline companion answered. */
  readonly usedOffline: boolean;
  /** The model stopped partway after some text (the reply must say it was cut off). */
  readonly interrupted: boolean;
  /** What the model was asked, for a second try with the offline companion. */
  request(): Promise<Omit<ModelRequest, 'signal' | 'live'>>;
  /** Stops the model request (nothing read it, the reader left, or the reply failed its screen). */
  abort(): void;
}

/**
 * Starts the model request at once and buffers what it says, so the chat turn can charge the
 * quota and store the person's message while the model is already thinking (issue 14: only what
 * must come first stands before the model call). Nothing is shown until the turn reads `pieces`,
 * which it does only once the charge is confirmed; a refused or crisis turn calls `abort()`.
 */
export function startModelReply(deps: ReplyDeps, input: ModelReplyInput): ModelReply {
  const controller = new AbortController();
  let usedOffline = deps.primary.name === 'offline';
  let interrupted = false;
  const request = buildRequest(deps, input);

  async function* run(): AsyncGenerator<string> {
    const req = await request;
    yield* resilientStream(
      deps.primary,
      deps.offline,
      { ...req, signal: controller.signal, live: input.live },
      {
        firstTokenMs: deps.config.AI_FIRST_TOKEN_TIMEOUT_MS,
        stallMs: deps.config.AI_STALL_TIMEOUT_MS,
        onFailure: ({ reason, status, afterText }) => {
          if (afterText) interrupted = true;
          else usedOffline = true;
          deps.log.warn(
            { provider: deps.primary.name, reason, status, afterText },
            afterText ? 'model stream stopped midway; reply marked as cut off' : 'model stream failed; offline companion used',
          );
        },
      },
    );
  }

  return {
    pieces: prefetch(run(), controller.signal),
    get usedOffline() {
      return usedOffline;
    },
    get interrupted() {
      return interrupted;
    },
    request: () => request,
    abort: () => controller.abort(),
  };
}

async function buildRequest(deps: ReplyDeps, input: ModelReplyInput): Promise<Omit<ModelRequest, 'signal' | 'live'>> {
  const content = input.attachment ? attachmentBlock(input.query, input.attachment) : input.query;
  const messages: ModelMessage[] = toModelMessages([...input.turns, { sender: 'user', content }]);
  const image = input.attachment?.image;
  const last = messages.at(-1);
  // The picture rides on this turn's message only; it is never stored or sent again.
  if (image && last?.role === 'user') messages[messages.length - 1] = { ...last, images: [image] };
  const personal = await personalFor(deps, input.caller);
  const base = buildSystemPrompt({ productName: deps.config.PRODUCT_NAME, personal: personal.prompt });
  const rules = [base, input.askedIfHuman ? HUMAN_QUESTION_RULE : '', input.attachment ? ATTACHMENT_RULE : '', image ? IMAGE_RULE : ''];
  return { system: rules.filter(Boolean).join('\n\n'), messages, ...personal.request };
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

/**
 * Reads `source` eagerly into a buffer and replays it to one reader. Stops reading when `signal`
 * aborts; the source (resilientStream) then aborts its upstream request.
 */
function prefetch(source: AsyncGenerator<string>, signal: AbortSignal): AsyncIterable<string> {
  const buffered: string[] = [];
  let ended = false;
  let failure: unknown = null;
  let wake: (() => void) | null = null;
  const notify = () => {
    const w = wake;
    wake = null;
    w?.();
  };
  void (async () => {
    try {
      for await (const piece of source) {
        buffered.push(piece);
        notify();
        if (signal.aborted) break;
      }
    } catch (err) {
      failure = err;
    } finally {
      ended = true;
      notify();
    }
  })();
  return {
    async *[Symbol.asyncIterator]() {
      while (true) {
        if (buffered.length > 0) {
          yield buffered.shift()!;
          continue;
        }
        if (ended) {
          if (failure && !signal.aborted) throw failure;
          return;
        }
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
