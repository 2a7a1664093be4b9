// The account-data feature's public surface for other features (chat reads personality and memory).
export { createPersonalization, type Personalization } from './personalization.ts';
