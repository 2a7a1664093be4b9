import type { Plan } from '@luna/contracts';

/** Who is sending a chat turn: identity from the verified token, or the signed visitor cookie. */
export type Caller =
  | { kind: 'user'; userId: string; plan: Plan }
  | { kind: 'visitor'; visitorId: string; ip: string };
