import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Personalization } from '../account-data/index.ts';
import type { ChatRepository } from './chat-repository.ts';
import type { ChatProvider } from './providers/chat-provider.ts';

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
