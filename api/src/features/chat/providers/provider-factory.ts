import { DEFAULT_AI_MODELS as DEFAULT_MODELS } from '../../../config/ai-vision.ts';
import type { Config } from '../../../config/env.ts';
import { AnthropicProvider } from './anthropic-provider.ts';
import type { ChatProvider } from './chat-provider.ts';
import { OfflineProvider } from './offline-provider.ts';
import { OpenAIProvider } from './openai-provider.ts';

/** The configured model (config.aiProvider) and the offline companion that stands in for it. */
export function createProviders(config: Config): { primary: ChatProvider; offline: OfflineProvider } {
  const offline = new OfflineProvider({ productName: config.PRODUCT_NAME, wordDelayMs: config.OFFLINE_WORD_DELAY_MS });
  switch (config.aiProvider) {
    case 'openai':
      return {
        primary: new OpenAIProvider({
          baseURL: config.OPENAI_BASE_URL,
          apiKey: config.OPENAI_API_KEY,
          model: config.AI_MODEL ?? DEFAULT_MODELS.openai,
        }),
        offline,
      };
    case 'anthropic':
      return {
        primary: new AnthropicProvider({
          apiKey: config.ANTHROPIC_API_KEY!,
          baseURL: config.ANTHROPIC_BASE_URL,
          model: config.AI_MODEL ?? DEFAULT_MODELS.anthropic,
        }),
        offline,
      };
    default:
      return { primary: offline, offline };
  }
}
