import type { Personality, Plan } from '@luna/contracts';
import type { Queryable } from '../../infra/db/database.ts';
import type { ChatProvider } from '../chat/index.ts';
import { extractMemories, extractWithModel } from './memory-extraction.ts';
import { createMemoryRepository } from './memory-repository.ts';
import { personalPrompt } from './personality-prompt.ts';
import { createSettingsRepository } from './settings-repository.ts';

export interface TurnPersonal {
  /** The quoted, personal part of a model's system prompt, or null. */
  prompt: string | null;
  /** For the offline companion's tone, length and name. */
  personality: Personality | null;
}

export interface Personalization {
  forTurn(userId: string, plan: Plan): Promise<TurnPersonal>;
  remember(userId: string, plan: Plan, message: string): Promise<number>;
}

/**
 * What the chat turn asks of this feature. Personality and memory are Pro features: a free
 * account keeps its saved settings and memories (they are its data) but they are not applied.
 * `model` is the configured model (null for the offline companion), used to draw memories.
 */
export function createPersonalization(db: Queryable, opts: { model: ChatProvider | null; timeoutMs: number }): Personalization {
  const settings = createSettingsRepository(db);
  const memories = createMemoryRepository(db);
  return {
    async forTurn(userId, plan) {
      if (plan !== 'pro') return { prompt: null, personality: null };
      const s = await settings.get(userId);
      const remembered = s.memoryEnabled ? (await memories.list(userId)).slice(0, 30) : [];
      return { prompt: personalPrompt(s.personality, remembered), personality: s.personality };
    },
    async remember(userId, plan, message) {
      if (plan !== 'pro' || !message.trim()) return 0;
      const s = await settings.get(userId);
      if (!s.memoryEnabled) return 0;
      const drafts = opts.model ? await extractWithModel(opts.model, message, opts.timeoutMs) : extractMemories(message);
      return drafts.length ? memories.add(userId, drafts) : 0;
    },
  };
}
