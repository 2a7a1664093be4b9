export * from './errors.ts';
export * from './config.ts';
export * from './plans.ts';
export * from './accounts.ts';
export * from './us-states.ts';
export * from './billing.ts';
export * from './test-cards.ts';
export * from './chat.ts';
