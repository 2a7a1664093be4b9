import type { ChatProvider } from '../providers/chat-provider.ts';
import { conversationText } from './conversation-text.ts';
import { TIER_ORDER, type RiskTier } from './risk-types.ts';

/**
 * The network layer of the crisis screen: a second opinion from the configured model provider
 * (notes 4.2: hosted moderation as a calibrated score, an LLM judge for context and indirect
 * wording). It runs beside the quota check, can only RAISE the local screen's tier, and any
 * failure or a reply slower than the timeout counts as "no opinion": it never lowers a tier and
 * never holds a reply longer than the timeout (docs/decisions/011).
 */
export interface RiskCheck {
  readonly name: 'moderation' | 'judge';
  check(message: string, earlier: readonly string[], signal: AbortSignal): Promise<RiskTier>;
}

interface ModerationResult {
  categories?: Record<string, boolean>;
  category_scores?: Record<string, number>;
}

/** OpenAI's moderation categories to tiers: intent or instructions are active risk. */
export function tierFromModeration(result: ModerationResult): RiskTier {
  const flag = (k: string) => result.categories?.[k] === true;
  const score = (k: string) => result.category_scores?.[k] ?? 0;
  if (flag('self-harm/intent') || flag('self-harm/instructions') || score('self-harm/intent') >= 0.5) return 'active';
  if (flag('self-harm') || score('self-harm') >= 0.5) return 'passive';
  if (Math.max(score('self-harm'), score('self-harm/intent')) >= 0.2) return 'distress';
  return 'none';
}

/** POST {baseURL}/moderations (OpenAI-compatible), over the recent turns and the message. */
export function moderationCheck(opts: { baseURL?: string; apiKey?: string; model?: string }): RiskCheck {
  const url = `${(opts.baseURL ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/moderations`;
  return {
    name: 'moderation',
    async check(message, earlier, signal) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(opts.apiKey ? { authorization: `Bearer ${opts.apiKey}` } : {}) },
        body: JSON.stringify({ model: opts.model ?? 'omni-moderation-latest', input: conversationText(earlier, message) }),
        signal,
      });
      if (!res.ok) throw new Error(`moderation ${res.status}`);
      const body = (await res.json()) as { results?: ModerationResult[] };
      let tier: RiskTier = 'none';
      for (const r of body.results ?? []) {
        const t = tierFromModeration(r);
        if (TIER_ORDER.indexOf(t) > TIER_ORDER.indexOf(tier)) tier = t;
      }
      return tier;
    },
  };
}

/**
 * The rubric (C-SSRS-informed tiers, notes 4.3). Why JSON only and no reasoning: a parseable,
 * short answer is fast and cannot leak into the conversation.
 */
export const JUDGE_SYSTEM = [
  'You rate the risk in the LAST user message of a conversation, read in the light of the earlier ones, for a support chat.',
  'Tiers: "none" (everyday talk, figures of speech, fiction, games, history, news); "distress" (sadness, stress, hopelessness, no thoughts of death);',
  '"passive" (wishes to be dead or not wake up, feels a burden, no plan; or abuse, sexual abuse or threats at home; or urges to hurt someone, no plan);',
  '"active" (thoughts of suicide or self-harm, a method, means, intent, a plan, questions about lethal doses or heights, self-harm behaviour, giving things away, farewells; or a plan to hurt someone);',
  '"imminent" (an attempt under way, means in hand now, a goodbye for tonight, danger right now).',
  'Answer with JSON only, no other text: {"tier":"none|distress|passive|active|imminent"}',
].join('\n');

export function tierFromJudge(text: string): RiskTier {
  const m = /"tier"\s*:\s*"(none|distress|passive|active|imminent)"/.exec(text);
  if (!m) throw new Error('judge gave no tier');
  return m[1] as RiskTier;
}

/** The configured chat model asked for a JSON risk rating (works with any ChatProvider). */
export function judgeCheck(provider: ChatProvider): RiskCheck {
  return {
    name: 'judge',
    async check(message, earlier, signal) {
      const transcript = [...earlier.slice(-5).map((t) => `Earlier user message: ${t}`), `LAST user message: ${message}`].join('\n');
      let text = '';
      for await (const piece of provider.stream({ system: JUDGE_SYSTEM, messages: [{ role: 'user', content: transcript }], signal })) {
        text += piece;
        if (text.includes('}')) break;
      }
      return tierFromJudge(text);
    },
  };
}

/**
 * The check's opinion, or 'none' after `timeoutMs`, on any error, or when `cancel` fires (the
 * local screen already decided). Never rejects.
 */
export function secondOpinion(
  check: RiskCheck | null,
  message: string,
  earlier: readonly string[],
  timeoutMs: number,
  onFailure: (reason: string) => void = () => {},
): { result: Promise<RiskTier>; cancel: () => void } {
  if (!check) return { result: Promise.resolve('none'), cancel: () => {} };
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<RiskTier>((resolve) => {
    timer = setTimeout(() => {
      onFailure('timeout');
      controller.abort();
      resolve('none');
    }, timeoutMs);
  });
  const asked = check.check(message, earlier, controller.signal).catch((err: Error) => {
    if (!controller.signal.aborted) onFailure(err.name === 'AbortError' ? 'aborted' : 'error');
    return 'none' as RiskTier;
  });
  const result = Promise.race([asked, timeout]).finally(() => clearTimeout(timer));
  return { result, cancel: () => controller.abort() };
}

/** SAFETY_CHECK=auto: moderation for an OpenAI-compatible provider, the judge for Anthropic. */
export function createRiskCheck(
  config: {
    SAFETY_CHECK: 'auto' | 'moderation' | 'judge' | 'off';
    aiProvider: 'offline' | 'openai' | 'anthropic';
    OPENAI_BASE_URL?: string;
    OPENAI_API_KEY?: string;
  },
  primary: ChatProvider,
): RiskCheck | null {
  if (config.aiProvider === 'offline' || config.SAFETY_CHECK === 'off') return null;
  const mode = config.SAFETY_CHECK === 'auto' ? (config.aiProvider === 'openai' ? 'moderation' : 'judge') : config.SAFETY_CHECK;
  if (mode === 'moderation' && config.aiProvider === 'openai')
    return moderationCheck({ baseURL: config.OPENAI_BASE_URL, apiKey: config.OPENAI_API_KEY });
  return judgeCheck(primary);
}
