// The chat feature's public surface for other features.
export { screenMessage } from './safety/screen.ts';
export type { ChatProvider } from './providers/chat-provider.ts';
