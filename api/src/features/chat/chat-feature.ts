import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/env.ts';
import { createPersonalization } from '../account-data/index.ts';
import type { ImageHandoff } from '../uploads/index.ts';
import { withAttachmentAcknowledgement } from './attachment-context.ts';
import { createChatRepository } from './chat-repository.ts';
import { chatTurnRoutes } from './chat-turn-routes.ts';
import { createChatService } from './chat-service.ts';
import { createMoodRepository } from './companion/mood-repository.ts';
import { moodRoutes } from './companion/mood-routes.ts';
import { createModelSlots } from '../../infra/model-slots.ts';
import { PrioritizedProvider } from './providers/prioritized-provider.ts';
import { createProviders } from './providers/provider-factory.ts';
import { createRiskCheck } from './safety/risk-check.ts';
import { createSafetyEventRepository } from './safety-event-repository.ts';
import { sessionRoutes } from './session-routes.ts';
import { usageRoutes } from './usage-routes.ts';
import { createUsageRepository, utcDay } from './usage-repository.ts';
import { createVisitorCookies } from './visitor-identity.ts';

export interface ChatFeatureOptions {
  config: Config;
  /** Attached images waiting for their turn (null: the model does not read images). */
  images: ImageHandoff | null;
}

/** The chat feature: conversations, history, usage status and the chat turn itself. */
export const chatFeature: FastifyPluginAsync<ChatFeatureOptions> = async (app, { config, images }) => {
  const chats = createChatRepository(app.db);
  const usage = createUsageRepository(app.db);
  const providers = createProviders(config);
  const { offline } = providers;
  // Priority responses: a real model sits behind the shared concurrency limit (Pro first).
  const slots =
    providers.primary === offline
      ? null
      : createModelSlots({ redisUrl: config.REDIS_URL, limit: config.AI_CONCURRENCY, agingMs: config.AI_PRIORITY_AGING_MS });
  if (slots) app.addHook('onClose', () => slots.close());
  const primary = slots ? new PrioritizedProvider(providers.primary, slots) : providers.primary;
  const visitors = createVisitorCookies(app, usage, { secure: config.publicUrl.startsWith('https:'), today: () => utcDay() });
  const service = createChatService({
    config,
    db: app.db,
    chats,
    usage,
    safetyLog: createSafetyEventRepository(app.db),
    // The offline companion acknowledges attached files, as the main one or as the fallback.
    primary: primary === offline ? withAttachmentAcknowledgement(offline) : primary,
    offline: withAttachmentAcknowledgement(offline),
    riskCheck: createRiskCheck(config, primary),
    log: app.log,
    personalization: createPersonalization(app.db, { model: primary.name === 'offline' ? null : primary, timeoutMs: config.AI_TIMEOUT_MS }),
  });
  app.log.info({ provider: primary.name }, 'chat provider');

  await app.register(sessionRoutes, { chats });
  await app.register(moodRoutes, { chats, moods: createMoodRepository(app.db), productName: config.PRODUCT_NAME });
  await app.register(usageRoutes, { usage, visitors });
  await app.register(chatTurnRoutes, { service, visitors, productName: config.PRODUCT_NAME, images });
};
