import type { FastifyBaseLogger } from 'fastify';
import { entitlements, VISITOR_MESSAGES } from '@luna/contracts';
import type { Config } from '../../config/env.ts';
import type { Personalization } from '../account-data/index.ts';
import type { Database } from '../../infra/db/database.ts';
import { AppError } from '../../infra/errors.ts';
import { attachmentMeta, type TurnAttachment } from './attachment-context.ts';
import type { Caller } from './caller.ts';
import type { ChatRepository, StoredAttempt, StoredSession } from './chat-repository.ts';
import { CONTEXT_MAX_MESSAGES, parseTranscript } from './chat-context.ts';
import { startModelReply } from './model-reply.ts';
import { generateReply, type ReplyResult } from './reply-generator.ts';
import type { ChatProvider } from './providers/chat-provider.ts';
import { aiDisclosureFor, asksIfHuman, DISCLOSURE_INTERVAL_MS } from './safety/disclosure.ts';
import { secondOpinion, type RiskCheck } from './safety/risk-check.ts';
import { maxTier, tierRank, type RiskTier } from './safety/risk-types.ts';
import { screenMessage, type Screening } from './safety/screen.ts';
import type { SafetyEventRepository } from './safety-event-repository.ts';
import { titleFromMessage } from './session-titles.ts';
import { utcDay, type UsageRepository } from './usage-repository.ts';
import { ipKey, VISITOR_IP_DAILY_LIMIT, visitorKey } from './visitor-identity.ts';

export type { Caller };

export interface TurnInput {
  caller: Caller;
  query: string;
  attachment: TurnAttachment | null;
  /** The spec's client transcript; seeds a new conversation only. */
  history: string;
  sessionId?: string | null;
  /** The browser's id for this message; a retry of a message already stored reuses it. */
  clientMessageId?: string;
  /** A reader will watch the reply stream in (SSE). */
  live?: boolean;
}

export interface PreparedTurn {
  sessionId: string | null;
  crisis: boolean;
  disclosure?: string;
  /** Produces the reply, calling onText with each piece that is safe to show. */
  run(signal: AbortSignal, onText?: (text: string) => void): Promise<ReplyResult>;
  /** Stops a model request already under way when the turn will not be run (the route failed). */
  cancel(): void;
}

export type TurnStart = { ok: true; turn: PreparedTurn } | { ok: false; reason: 'upgrade' | 'signup' };

export interface ChatServiceDeps {
  config: Config;
  db: Database;
  chats: ChatRepository;
  usage: UsageRepository;
  safetyLog: SafetyEventRepository;
  primary: ChatProvider;
  offline: ChatProvider;
  /** The provider's second opinion on risk, when one is configured. */
  riskCheck: RiskCheck | null;
  log: FastifyBaseLogger;
  /** Pro personality and memory (features/account-data); absent in tests that do not need it. */
  personalization?: Personalization;
}

/** How many recent messages the crisis screen reads with the new one. */
const SCREEN_CONTEXT_MESSAGES = 12;

function raise(s: Screening, tier: RiskTier): Screening {
  const raised = maxTier(s.tier, tier);
  return { ...s, tier: raised, crisis: tierRank(raised) >= tierRank('passive') };
}

/**
 * One chat turn (docs/design.md "Chat and safety"):
 *   screen the message (with the person's recent messages) -> charge the quota (one atomic
 *   statement; crisis messages are never charged, and no message with a risk signal is refused) -> store the user's message -> [crisis reply | model reply, screened
 *   sentence by sentence] -> store the reply.
 * Screening comes first because it is pure and instant, and it must decide before any refusal:
 * a person in crisis past their free limit still gets the resources, with status 200.
 */
export function createChatService(deps: ChatServiceDeps) {
  const { chats, usage, safetyLog, log, config } = deps;

  async function logTier({ tier, category }: Screening) {
    if (tier === 'none') return;
    // A failed log write must never cost anyone their reply.
    await safetyLog.record(tier, category).catch((err: Error) => log.warn({ err: { type: err.name } }, 'safety event not recorded'));
  }

  async function charge(caller: Caller, now: Date, day: string): Promise<boolean> {
    if (caller.kind === 'user') {
      return (await usage.charge(caller.userId, { now, zone: caller.timeZone }, entitlements[caller.plan].dailyMessages)) !== null;
    }
    return usage.chargeVisitor(visitorKey(caller.visitorId), ipKey(config.cookieSecret, caller.ip), day, {
      visitor: VISITOR_MESSAGES,
      ip: VISITOR_IP_DAILY_LIMIT,
    });
  }

  async function storeUserMessage(
    userId: string,
    session: StoredSession | null,
    content: string,
    title: string,
    attachment: TurnAttachment | null,
    clientMessageId: string | null,
  ) {
    return deps.db.tx(async (q) => {
      const s = session ?? (await chats.createSession(userId, title, false, q));
      const stored = await chats.addMessage(
        userId,
        { sessionId: s.id, sender: 'user', content, attachment: attachmentMeta(attachment), clientMessageId },
        title,
        q,
      );
      // The session was deleted between the ownership check and this write.
      if (!stored) throw new AppError('not_found:session', 'This conversation no longer exists.');
      return { session: s, messageId: Number(stored.id) };
    });
  }

  return {
    async startTurn(input: TurnInput): Promise<TurnStart> {
      const { caller } = input;
      const now = new Date();
      const day = utcDay(now);
      const clientMessageId = caller.kind === 'user' ? (input.clientMessageId ?? null) : null;
      // A retry of a message that was stored although its answer never arrived (issue 14): it is
      // not stored or charged again; an answer already stored is given again as it was.
      let attempt = caller.kind === 'user' && clientMessageId ? await chats.findAttempt(caller.userId, clientMessageId) : null;
      if (attempt?.reply) return { ok: true, turn: replayed(attempt, attempt.reply) };
      const sessionId0 = attempt?.sessionId ?? input.sessionId;
      const session = caller.kind === 'user' && sessionId0 ? await chats.findSession(caller.userId, sessionId0) : null;
      if (caller.kind === 'user' && sessionId0 && !session) {
        throw new AppError('not_found:session', 'This conversation was not found.');
      }

      // One read serves the screen (the person's recent messages) and the model's context.
      const turns = session ? await chats.recentTurns(session.id, CONTEXT_MAX_MESSAGES, attempt?.messageId) : parseTranscript(input.history);
      const earlier = turns
        .slice(-SCREEN_CONTEXT_MESSAGES)
        .filter((t) => t.sender === 'user')
        .map((t) => t.content);
      const text = [input.query, input.attachment?.content ?? ''].join('\n').trim();
      const local = screenMessage(text, earlier);
      const asked = asksIfHuman(input.query);
      // Only what must come first stands before the model call (issue 14): the model starts now,
      // while the quota is charged and the message stored; nothing it says is shown until the
      // charge is confirmed, and a crisis, a check-in or a refusal stops it.
      const model = local.crisis
        ? null
        : startModelReply(deps, { caller, query: input.query, attachment: input.attachment, askedIfHuman: asked, turns, live: input.live ?? false });
      try {
        // The provider's second opinion runs beside the quota; it can only raise the tier (risk-check.ts).
        const remote = local.crisis
          ? null
          : secondOpinion(deps.riskCheck, text, earlier, config.SAFETY_CHECK_TIMEOUT_MS, (reason) =>
              log.warn({ check: deps.riskCheck?.name, reason }, 'safety second opinion unavailable'),
            );
        let charged = local.crisis || attempt ? false : await charge(caller, now, day);
        const screened = raise(local, remote ? await remote.result : 'none');
        if (charged && screened.crisis && caller.kind === 'user') {
          // Raised to a crisis after charging: a crisis reply is never counted against the quota.
          await usage.refund(caller.userId, { now, zone: caller.timeZone }).catch(() => undefined);
          charged = false;
        }
        await logTier(screened);
        // Any risk signal, even a weak one, is never refused by a quota (issue 8): past the limit,
        // distress gets a warm check-in with 988 instead of the wall.
        const paid = charged || attempt !== null; // a retry was charged when it was first stored
        const checkIn = !screened.crisis && !paid && screened.tier !== 'none';
        if (!screened.crisis && !paid && !checkIn) {
          model?.abort();
          return { ok: false, reason: caller.kind === 'user' ? 'upgrade' : 'signup' };
        }
        if (screened.crisis || checkIn) model?.abort();

        let sessionId: string | null = null;
        let userMessageId: number | null = null;
        let newSession = false;
        if (caller.kind === 'user' && !attempt) {
          // The file's name, type and size are stored with the message; its text is not.
          const content = input.query || (input.attachment ? `[Attached: ${input.attachment.filename}]` : '');
          try {
            const stored = await storeUserMessage(caller.userId, session, content, titleFromMessage(content, now), input.attachment, clientMessageId);
            sessionId = stored.session.id;
            userMessageId = stored.messageId;
            newSession = !session;
          } catch (err) {
            if (charged) await usage.refund(caller.userId, { now, zone: caller.timeZone }).catch(() => undefined);
            // The same message sent twice at once: the other send stored it; this one answers it.
            attempt = isDuplicateSend(err) && clientMessageId ? await chats.findAttempt(caller.userId, clientMessageId) : null;
            if (!attempt) throw err;
          }
        }
        if (attempt) {
          sessionId = attempt.sessionId;
          userMessageId = attempt.messageId;
        }

        const disclosureDue =
          caller.kind === 'visitor' ||
          newSession ||
          asked ||
          !session?.disclosedAt ||
          now.getTime() - session.disclosedAt.getTime() >= DISCLOSURE_INTERVAL_MS;
        const disclosure = disclosureDue ? aiDisclosureFor(config.PRODUCT_NAME) : undefined;

        return {
          ok: true,
          turn: {
            sessionId,
            crisis: screened.crisis,
            disclosure,
            run: (signal, onText) =>
              generateReply(deps, {
                caller,
                sessionId,
                tier: screened.tier,
                crisis: screened.crisis,
                checkIn,
                category: screened.category,
                lang: screened.lang,
                query: input.query,
                disclosure: disclosure ?? null,
                seed: userMessageId ?? now.getTime(),
                model: screened.crisis || checkIn ? null : model,
                signal,
                live: onText !== undefined,
                onText: onText ?? (() => {}),
              }),
            cancel: () => model?.abort(),
          },
        };
      } catch (err) {
        model?.abort();
        throw err;
      }
    },
  };
}

/** A retried message whose answer is already stored: the same answer again, nothing charged or stored. */
function replayed(attempt: StoredAttempt, reply: NonNullable<StoredAttempt['reply']>): PreparedTurn {
  return {
    sessionId: attempt.sessionId,
    crisis: reply.crisis,
    ...(reply.disclosure ? { disclosure: reply.disclosure } : {}),
    run: async (_signal, onText) => {
      onText?.(reply.content);
      return { response: reply.content, messageId: reply.id, replaced: false };
    },
    cancel: () => {},
  };
}

/** PostgreSQL's unique violation on the client-id index. */
function isDuplicateSend(err: unknown): boolean {
  return (err as { code?: unknown })?.code === '23505';
}

export type ChatService = ReturnType<typeof createChatService>;
