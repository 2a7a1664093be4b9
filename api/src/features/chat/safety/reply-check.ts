import { normalize } from './normalize.ts';
import { REPLY_RULES, type ReplyViolation } from './reply-lexicon.ts';

/**
 * The model's reply, before the user sees it. Blocks self-harm means or methods, claims of a
 * clinical role, diagnoses and claims to be human (notes 4.3 "output-side violations").
 */
export function screenReply(text: string): { ok: boolean; reason?: ReplyViolation } {
  const normalized = normalize(text);
  for (const rule of REPLY_RULES) {
    if (rule.re.test(normalized)) return { ok: false, reason: rule.reason };
  }
  return { ok: true };
}
