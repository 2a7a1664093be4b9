import type { Plan } from '@luna/contracts';

/** Who is sending a chat turn: identity from the verified token, or the signed visitor cookie. */
export type Caller =
  /** timeZone: the browser's validated IANA zone, for the quota's own day (quota-day.ts). */
  { kind: 'user'; userId: string; plan: Plan; timeZone: string } | { kind: 'visitor'; visitorId: string; ip: string };
